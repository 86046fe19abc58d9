// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { createSiweHandler, rpcVerifier } from '../../server/siwe/index.ts'
import { freePort } from '../e2e/harness/ports.ts'
import { startCountingRpc, type CountingRpc } from './helpers/countingRpc.ts'
import { deploySmartAccounts, type SmartAccounts } from './helpers/smartAccounts.ts'

const owner = mnemonicToAccount(devMnemonic, { addressIndex: 3 })
const stranger = mnemonicToAccount(devMnemonic, { addressIndex: 4 })
let anvil: AnvilInstance
let rpc: CountingRpc
let accounts: SmartAccounts
const servers: Server[] = []

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  accounts = await deploySmartAccounts(anvil.url, owner)
  rpc = await startCountingRpc(anvil.url)
}, 60_000)

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await rpc?.close()
  await anvil?.stop()
})

/** A sign-in API on its own port; returns its host. */
async function serve(options: Omit<Parameters<typeof createSiweHandler>[0], 'verifier'> = {}): Promise<string> {
  const handler = createSiweHandler({ verifier: rpcVerifier(rpc.url), ...options })
  const server = createServer(
    (request, response) => void handler(request, response, new URL(request.url ?? '/', 'http://x')),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function messageFor(host: string, address: string): Promise<string> {
  const { nonce } = (await (await fetch(`http://${host}/api/siwe/nonce`)).json()) as { nonce: string }
  return createSiweMessage({
    domain: host,
    uri: `http://${host}`,
    address: address as Hex,
    chainId: 31337,
    nonce,
    version: '1',
  })
}

const verify = (host: string, message: string, signature: Hex) =>
  fetch(`http://${host}/api/siwe/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })

describe('SIWE API: smart-account signatures', () => {
  it('accepts a deployed ERC-1271 account signed by its owner, refuses a stranger', async () => {
    const host = await serve()
    const account = await accounts.deploy(`0x${'01'.padStart(64, '0')}`)
    const message = await messageFor(host, account)
    const response = await verify(host, message, await owner.signMessage({ message }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: account, chainId: 31337 })

    const other = await messageFor(host, account)
    const refused = await verify(host, other, await stranger.signMessage({ message: other }))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Signature does not match the message and its address' })
  })

  it('accepts a not-yet-deployed account through an ERC-6492 signature when its factory is allowed', async () => {
    const host = await serve({ erc6492Factories: [accounts.factory] })
    const salt: Hex = `0x${'02'.padStart(64, '0')}`
    const message = await messageFor(host, accounts.addressOf(salt))
    const response = await verify(host, message, await accounts.counterfactualSignature(salt, message))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: accounts.addressOf(salt), chainId: 31337 })
  })

  it('does not simulate a factory the operator did not allow: refused after one code lookup, no eth_call', async () => {
    const host = await serve() // the default list: Coinbase Smart Wallet's factories only
    const salt: Hex = `0x${'03'.padStart(64, '0')}`
    const message = await messageFor(host, accounts.addressOf(salt))
    const signature = await accounts.counterfactualSignature(salt, message)
    await verify(host, await messageFor(host, accounts.addressOf(salt)), signature) // reads the chain id
    rpc.reset()
    const response = await verify(host, message, signature)
    expect(response.status).toBe(401)
    expect(rpc.calls.get('eth_call') ?? 0).toBe(0)
    expect(rpc.total()).toBeLessThanOrEqual(1)
  })
})

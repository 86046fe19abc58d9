// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { bytesToHex, getAddress, serializeErc6492Signature, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic } from '../../scripts/stack/index.ts'
import { createMemoryStore, createRedisStore, createSiweHandler, rpcVerifier } from '../../server/siwe/index.ts'
import type { SiweStore } from '../../server/siwe/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import type { CountingRpc } from './helpers/countingRpc.ts'
import { startNodeStack, type NodeStack } from './helpers/nodeStack.ts'
import { startRedis } from './helpers/redisServer.ts'
import { json, send, type Reply } from './helpers/siwe.ts'
import type { SmartAccounts } from './helpers/smartAccounts.ts'

// The default budget and rate limits, attacked as an attacker would: junk ERC-1271 and ERC-6492 verifies (each
// worth one eth_call) from two client addresses in turn, a burst and then two a second, of which the per-client
// verify limit lets one a second through: as fast as the budget of 60 checks a minute refills. Meanwhile an honest ERC-1271 wallet signs in every 5 s
// from its own address, once each time, as a person clicking 'Sign in' would.
const owner = mnemonicToAccount(devMnemonic, { addressIndex: 6 })
const attacker = mnemonicToAccount(devMnemonic, { addressIndex: 7 })
const HONEST_ATTEMPTS = 8
const HONEST_EVERY_MS = 5_000

let stack: NodeStack
let rpc: CountingRpc
let accounts: SmartAccounts
let attackerAccounts: SmartAccounts
let root: string

beforeAll(async () => {
  stack = await startNodeStack([owner, attacker])
  ;({ rpc, root } = stack)
  ;[accounts, attackerAccounts] = stack.accounts as [SmartAccounts, SmartAccounts]
}, 120_000)

afterAll(() => stack?.stop())

const randomHex = (bytes: number): Hex => bytesToHex(randomBytes(bytes))

async function attempt(base: string, from: string, address: Address, sign: (message: string) => Promise<Hex>) {
  const { host, origin } = new URL(base)
  const nonceReply = await send(`${base}/api/siwe/nonce`, { localAddress: from })
  if (nonceReply.status !== 200) return nonceReply
  const { nonce } = json<{ nonce: string }>(nonceReply)
  const message = createSiweMessage({ domain: host, uri: origin, address, chainId: 31337, nonce, version: '1' })
  return send(`${base}/api/siwe/verify`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await sign(message) }),
  })
}

async function serveOn(store: SiweStore): Promise<RunningServer> {
  return startStaticServer({
    root,
    routes: [
      createSiweHandler({
        verifier: rpcVerifier(rpc.url, { callGasLimit: 3_000_000n }),
        erc6492Factories: [accounts.factory, attackerAccounts.factory],
        store,
        secret: 'shared by every instance',
      }),
    ],
  })
}

/** The attack and the honest wallet at once, over `bases` in turn (one instance, or two sharing Redis). */
async function drain(bases: readonly string[], clients: { attackers: [string, string]; honest: string }) {
  const junkAccount = await attackerAccounts.deploy(randomHex(32)) // has code: every junk check is one eth_call
  const honest = await accounts.deploy(randomHex(32))
  const attackStatuses: Record<number, number> = {}
  let sent = 0
  const junk = async () => {
    const index = sent++
    const from = clients.attackers[index % 2] ?? ''
    const base = bases[index % bases.length] ?? ''
    const reply =
      index % 2
        ? await attempt(base, from, junkAccount, async () => randomHex(65))
        : await attempt(base, from, getAddress(randomHex(20)), async () =>
            serializeErc6492Signature({ address: accounts.factory, data: randomHex(68), signature: randomHex(65) }),
          )
    attackStatuses[reply.status] = (attackStatuses[reply.status] ?? 0) + 1
  }
  let attacking = true
  const pending: Promise<void>[] = Array.from({ length: 20 }, junk) // the burst the verify limit allows
  const steady = (async () => {
    while (attacking) {
      pending.push(junk())
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })()
  rpc.reset()
  const honestStatuses: number[] = []
  const started = performance.now()
  for (let index = 0; index < HONEST_ATTEMPTS; index++) {
    await new Promise((resolve) => setTimeout(resolve, HONEST_EVERY_MS))
    const reply: Reply = await attempt(bases[index % bases.length] ?? '', clients.honest, honest, (message) =>
      owner.signMessage({ message }),
    )
    honestStatuses.push(reply.status)
  }
  const seconds = (performance.now() - started) / 1000
  attacking = false
  await steady
  await Promise.all(pending)
  const signedIn = honestStatuses.filter((status) => status === 200).length
  return { signedIn, honestStatuses, attackStatuses, junk: sent, seconds, ethCalls: rpc.calls.get('eth_call') ?? 0 }
}

const report = (where: string, result: Awaited<ReturnType<typeof drain>>) =>
  console.log(
    `${where}: honest ERC-1271 wallet signed in ${result.signedIn}/${HONEST_ATTEMPTS} (statuses ${result.honestStatuses.join(' ')}) ` +
      `during ${result.junk} junk verifies from two addresses in ${result.seconds.toFixed(1)} s ` +
      `(junk statuses ${JSON.stringify(result.attackStatuses)}; eth_call through the node: ${result.ethCalls})`,
  )

describe('the node budget under a drain from two addresses', () => {
  it('in memory: the honest smart-account wallet keeps signing in', async () => {
    const store = createMemoryStore()
    const server = await serveOn(store)
    try {
      const result = await drain([server.url], { attackers: ['127.0.0.2', '127.0.0.3'], honest: '127.0.0.4' })
      report('memory', result)
      expect(result.signedIn).toBeGreaterThanOrEqual(HONEST_ATTEMPTS - 1)
      // The junk still costs the node no more than its budget: 60 checks a minute with a burst of 10.
      expect(result.ethCalls).toBeLessThanOrEqual(10 + Math.ceil(result.seconds) + HONEST_ATTEMPTS)
    } finally {
      await server.close()
    }
  }, 120_000)

  it('on Redis, two instances: the honest wallet keeps signing in, the shares count across instances', async () => {
    const redis = await startRedis()
    const stores = [createRedisStore(redis.url), createRedisStore(redis.url)]
    const servers: RunningServer[] = []
    try {
      for (const store of stores) servers.push(await serveOn(store))
      const result = await drain(
        servers.map((server) => server.url),
        { attackers: ['127.0.0.5', '127.0.0.6'], honest: '127.0.0.7' },
      )
      report('Redis, two instances', result)
      expect(result.signedIn).toBeGreaterThanOrEqual(HONEST_ATTEMPTS - 1)
      expect(result.ethCalls).toBeLessThanOrEqual(10 + Math.ceil(result.seconds) + HONEST_ATTEMPTS)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await Promise.all(stores.map((store) => store.close()))
      await redis.stop()
    }
  }, 120_000)
})

// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import solc from 'solc'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  http,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiweHandler, rpcVerifier } from '../../server/siwe/index.ts'
import { devMnemonic, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { freePort } from '../e2e/harness/ports.ts'

// A minimal ERC-1271 smart account owned by one key, and a CREATE2 factory for it (for ERC-6492).
const source = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedAccount {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r = bytes32(sig[0:32]);
    bytes32 s = bytes32(sig[32:64]);
    uint8 v = uint8(sig[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract AccountFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new OwnedAccount{salt: salt}(owner));
  }
}`

type Compiled = { abi: Abi; evm: { bytecode: { object: string } } }
function compile(): Record<'OwnedAccount' | 'AccountFactory', { abi: Abi; bytecode: Hex }> {
  const input = {
    language: 'Solidity',
    sources: { 'Accounts.sol': { content: source } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    contracts?: Record<string, Record<string, Compiled>>
    errors?: { severity: string; formattedMessage: string }[]
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length > 0 || !output.contracts) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const pick = (name: string) => {
    const contract = output.contracts?.['Accounts.sol']?.[name]
    if (!contract) throw new Error(`${name} missing from solc output`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return { OwnedAccount: pick('OwnedAccount'), AccountFactory: pick('AccountFactory') }
}

const owner = mnemonicToAccount(devMnemonic, { addressIndex: 3 })
const stranger = mnemonicToAccount(devMnemonic, { addressIndex: 4 })
let anvil: AnvilInstance
let server: Server
let base: string
let host: string
let contracts: ReturnType<typeof compile>
let factory: Address

beforeAll(async () => {
  contracts = compile()
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.url] } } }
  const wallet = createWalletClient({ account: owner, chain, transport: http(anvil.url) })
  const client = createPublicClient({ chain, transport: http(anvil.url) })
  const hash = await wallet.deployContract({
    abi: contracts.AccountFactory.abi,
    bytecode: contracts.AccountFactory.bytecode,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('factory deploy failed')
  factory = receipt.contractAddress

  const handler = createSiweHandler({ verifier: rpcVerifier(anvil.url) })
  server = createServer((request, response) => void handler(request, response, new URL(request.url ?? '/', 'http://x')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  base = `http://${host}/api/siwe`
}, 60_000)

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await anvil?.stop()
})

async function deployAccount(salt: Hex): Promise<Address> {
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.url] } } }
  const wallet = createWalletClient({ account: owner, chain, transport: http(anvil.url) })
  const client = createPublicClient({ chain, transport: http(anvil.url) })
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: factory,
      abi: contracts.AccountFactory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    }),
  })
  return predictedAddress(salt)
}

function predictedAddress(salt: Hex): Address {
  const args = encodeFunctionData({
    abi: [{ type: 'function', name: 'x', inputs: [{ type: 'address' }], outputs: [], stateMutability: 'nonpayable' }],
    args: [owner.address],
  }).slice(10)
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt,
    bytecode: `${contracts.OwnedAccount.bytecode}${args}`,
  })
}

async function messageFor(address: Address): Promise<string> {
  const { nonce } = (await (await fetch(`${base}/nonce`)).json()) as { nonce: string }
  return createSiweMessage({ domain: host, uri: `http://${host}`, address, chainId: 31337, nonce, version: '1' })
}

const verify = (message: string, signature: Hex) =>
  fetch(`${base}/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })

describe('SIWE API: smart-account signatures', () => {
  it('accepts a deployed ERC-1271 account signed by its owner, refuses a stranger', async () => {
    const account = await deployAccount(`0x${'01'.padStart(64, '0')}`)
    const message = await messageFor(account)
    const response = await verify(message, await owner.signMessage({ message }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: account, chainId: 31337 })

    const other = await messageFor(account)
    const refused = await verify(other, await stranger.signMessage({ message: other }))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Signature does not match the message and its address' })
  })

  it('accepts a not-yet-deployed account through an ERC-6492 signature', async () => {
    const salt: Hex = `0x${'02'.padStart(64, '0')}`
    const account = predictedAddress(salt)
    const message = await messageFor(account)
    const factoryData = encodeFunctionData({
      abi: contracts.AccountFactory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const signature = serializeErc6492Signature({
      address: factory,
      data: factoryData,
      signature: await owner.signMessage({ message }),
    })
    const response = await verify(message, signature)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: account, chainId: 31337 })
  })
})

// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bytesToHex, getAddress, serializeErc6492Signature, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { createRedisStore, createSiweHandler, DEFAULT_NODE_SHARES, rpcVerifier } from '../../server/siwe/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { freePort } from '../e2e/harness/ports.ts'
import { startCountingRpc, type CountingRpc } from './helpers/countingRpc.ts'
import { startRedis } from './helpers/redisServer.ts'
import { getNonce, send, type Reply } from './helpers/siwe.ts'
import { deploySmartAccounts, type SmartAccounts } from './helpers/smartAccounts.ts'

// Small on purpose, so that 200 junk verifies in a second or two outrun it many times over.
const BUDGET = { lookups: { burst: 10, perSecond: 1 }, calls: { burst: 5, perSecond: 0.5 } }
// The cap is measured here, so junk is answered at once; the wait in line is measured in nodeBudgetDrain.test.ts.
const SHARES = { ...DEFAULT_NODE_SHARES, waitMs: 0 }
const owner = mnemonicToAccount(devMnemonic, { addressIndex: 5 })

/**
 * The node calls the budget governs: code lookups and signature checks. Each verifier's client also asks
 * eth_chainId once, whenever it first talks to the node, which a junk verify neither causes nor repeats.
 */
const budgetedCalls = (counted: CountingRpc) =>
  (counted.calls.get('eth_getCode') ?? 0) + (counted.calls.get('eth_call') ?? 0)

let anvil: AnvilInstance
let rpc: CountingRpc
let accounts: SmartAccounts
let server: RunningServer
let root: string

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  accounts = await deploySmartAccounts(anvil.url, owner)
  rpc = await startCountingRpc(anvil.url)
  root = mkdtempSync(join(tmpdir(), 'node-budget-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  server = await startStaticServer({
    root,
    routes: [
      createSiweHandler({
        verifier: rpcVerifier(rpc.url, { callGasLimit: 3_000_000n }),
        rateLimits: false, // an attacker with many addresses: only the global budget stands in the way
        nodeBudget: BUDGET,
        nodeBudgetShares: SHARES,
        erc6492Factories: [accounts.factory],
      }),
    ],
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await rpc?.close()
  await anvil?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

const randomHex = (bytes: number): Hex => bytesToHex(randomBytes(bytes))
const randomAddress = (): Address => getAddress(randomHex(20))
const junk6492 = (factory: Address): Hex =>
  serializeErc6492Signature({ address: factory, data: randomHex(68), signature: randomHex(65) })

async function messageFor(address: Address, base = server.url): Promise<string> {
  const { host, origin } = new URL(base)
  const nonce = await getNonce(base)
  return createSiweMessage({ domain: host, uri: origin, address, chainId: 31337, nonce, version: '1' })
}

const post = (message: string, signature: Hex, base = server.url): Promise<Reply> =>
  send(`${base}/api/siwe/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })

/** Sends `count` junk verifies, 8 at a time; returns the statuses seen and the seconds taken. */
async function junkVerifies(count: number, junk: () => { address: Address; signature: Hex }) {
  const statuses: Record<number, number> = {}
  let sent = 0
  const started = performance.now()
  const worker = async () => {
    while (sent < count) {
      sent++
      const { address, signature } = junk()
      const reply = await post(await messageFor(address), signature)
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return { statuses, seconds: (performance.now() - started) / 1000 }
}

/** The most node calls the budget lets through in `seconds` from full buckets. */
const allowance = (seconds: number) =>
  BUDGET.lookups.burst + BUDGET.calls.burst + Math.ceil((BUDGET.lookups.perSecond + BUDGET.calls.perSecond) * seconds)

const fixedAddress = randomAddress()
const kinds: Record<string, () => { address: Address; signature: Hex }> = {
  'fixed address, plain signature': () => ({ address: fixedAddress, signature: randomHex(65) }),
  'random addresses, plain signature': () => ({ address: randomAddress(), signature: randomHex(65) }),
  'fixed address, ERC-6492 suffix (any factory)': () => ({
    address: fixedAddress,
    signature: junk6492(randomAddress()),
  }),
  'random addresses, ERC-6492 suffix (any factory)': () => ({
    address: randomAddress(),
    signature: junk6492(randomAddress()),
  }),
  'random addresses, ERC-6492 suffix (an allowed factory)': () => ({
    address: randomAddress(),
    signature: junk6492(accounts.factory),
  }),
}

/** Signs in as an honest client does: on 503 it waits as Retry-After says, then signs a fresh message. */
const signIn = async (address: Address, sign: (message: string) => Promise<Hex>, limitMs = 20_000) => {
  const started = performance.now()
  for (let attempt = 1; ; attempt++) {
    const message = await messageFor(address)
    const reply = await post(message, await sign(message))
    if (reply.status !== 503 || performance.now() - started > limitMs)
      return { reply, attempt, seconds: (performance.now() - started) / 1000 }
    await new Promise((resolve) => setTimeout(resolve, Number(reply.headers['retry-after'] ?? 1) * 1000))
  }
}

describe('the node budget of sign-in verification', () => {
  for (const [kind, junk] of Object.entries(kinds))
    it(`200 junk verifies cost the node at most the budget: ${kind}`, async () => {
      await post(await messageFor(owner.address), randomHex(65)) // the chain id is read once per process
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      rpc.reset()
      const { statuses, seconds } = await junkVerifies(200, junk)
      console.log(
        `${kind}: 200 junk verifies in ${seconds.toFixed(1)} s → ${rpc.total()} node calls ${JSON.stringify(Object.fromEntries(rpc.calls))}, statuses ${JSON.stringify(statuses)}`,
      )
      expect(Object.keys(statuses).every((status) => status === '401' || status === '503')).toBe(true)
      expect(budgetedCalls(rpc)).toBeLessThanOrEqual(allowance(seconds))
      for (const gas of rpc.callGas) expect(gas).toBe('0x2dc6c0') // 3,000,000
    })

  it('honest smart accounts sign in while junk for random addresses floods the server', async () => {
    const known = await accounts.deploy(`0x${'0a'.padStart(64, '0')}`)
    // Signed in once before (the previous tests may have left the budget spent: it waits as told).
    expect((await signIn(known, (message) => owner.signMessage({ message }))).reply.status).toBe(200)
    const fresh = await accounts.deploy(`0x${'0c'.padStart(64, '0')}`)
    let flooding = true
    let floodRequests = 0
    const flood = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (flooding) {
          const kind =
            floodRequests++ % 2
              ? 'random addresses, plain signature'
              : 'random addresses, ERC-6492 suffix (any factory)'
          const { address, signature } = kinds[kind]!()
          await post(await messageFor(address), signature)
        }
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 2_000)) // the lookup budget is spent by now

    const salt: Hex = `0x${'0b'.padStart(64, '0')}`
    const results = {
      'counterfactual ERC-6492': await signIn(accounts.addressOf(salt), (message) =>
        accounts.counterfactualSignature(salt, message),
      ),
      'ERC-1271 wallet seen before': await signIn(known, (message) => owner.signMessage({ message })),
    }
    // Its code lookup competes with the flood's for the lookup budget: measured, not promised.
    const neverSeen = await signIn(fresh, (message) => owner.signMessage({ message }), 10_000)
    flooding = false
    await flood
    console.log(
      `during a flood of ${floodRequests} junk verifies: ${Object.entries(results)
        .map(([name, { seconds, attempt }]) => `${name} ${seconds.toFixed(1)} s (attempt ${attempt})`)
        .join(
          ', ',
        )}; ERC-1271 wallet never seen: HTTP ${neverSeen.reply.status} after ${neverSeen.seconds.toFixed(1)} s (attempt ${neverSeen.attempt})`,
    )
    for (const { reply } of Object.values(results)) expect(reply.status, reply.body).toBe(200)
    expect([200, 503]).toContain(neverSeen.reply.status)
    // Neither needs a code lookup (the factory is allowed, the wallet's code is remembered), so the flood,
    // which spends the lookups, does not hold them up: at most one wait for a signature-check token.
    expect(results['counterfactual ERC-6492'].seconds).toBeLessThan(5)
    expect(results['ERC-1271 wallet seen before'].seconds).toBeLessThan(5)
  }, 90_000)
})

describe('the node budget on Redis', () => {
  it('is one budget for every instance: 200 junk verifies alternating between two instances', async () => {
    const redis = await startRedis()
    const instances: RunningServer[] = []
    const stores = [createRedisStore(redis.url), createRedisStore(redis.url)]
    try {
      for (const store of stores)
        instances.push(
          await startStaticServer({
            root,
            routes: [
              createSiweHandler({
                verifier: rpcVerifier(rpc.url),
                store,
                secret: 'shared',
                rateLimits: false,
                nodeBudget: BUDGET,
                nodeBudgetShares: SHARES,
              }),
            ],
          }),
        )
      for (const instance of instances)
        await post(await messageFor(owner.address, instance.url), randomHex(65), instance.url)
      rpc.reset()
      const started = performance.now()
      const statuses: Record<number, number> = {}
      for (let index = 0; index < 200; index++) {
        const base = instances[index % 2]?.url ?? ''
        const reply = await post(await messageFor(randomAddress(), base), randomHex(65), base)
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1
      }
      const seconds = (performance.now() - started) / 1000
      console.log(
        `two instances on Redis: 200 junk verifies in ${seconds.toFixed(1)} s → ${rpc.total()} node calls ${JSON.stringify(Object.fromEntries(rpc.calls))}, statuses ${JSON.stringify(statuses)}`,
      )
      expect(budgetedCalls(rpc)).toBeLessThanOrEqual(
        BUDGET.lookups.burst + Math.ceil(BUDGET.lookups.perSecond * seconds),
      )
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await Promise.all(stores.map((store) => store.close()))
      await redis.stop()
    }
  }, 60_000)
})

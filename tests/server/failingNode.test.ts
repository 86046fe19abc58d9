// @vitest-environment node
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic } from '../../scripts/stack/index.ts'
import { createSiweHandler, rpcVerifier } from '../../server/siwe/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { freePort } from '../e2e/harness/ports.ts'
import type { CountingRpc } from './helpers/countingRpc.ts'
import { startNodeStack, type NodeStack } from './helpers/nodeStack.ts'
import { alice, json, send } from './helpers/siwe.ts'
import type { SmartAccounts } from './helpers/smartAccounts.ts'

// A node listed first in SIWE_RPC_URL that fails, beside a good one (anvil behind a counting proxy). Whatever
// way it fails, sign-in must not wait on it: a plain key needs no node at all, a smart account only the good one,
// and the bad node is asked once, not on every sign-in.
const owner = mnemonicToAccount(devMnemonic, { addressIndex: 8 })

type BadNode = { url: string; requests: () => number; close: () => Promise<void> }

/** Counts the HTTP requests that reach it (each starts with its method), and answers as `answer` says. */
async function startBadNode(answer: 'never' | 'http 500' | 'after 5 s' | 'refuse'): Promise<BadNode> {
  if (answer === 'refuse') {
    const port = await freePort() // nothing listens there
    return { url: `http://127.0.0.1:${port}`, requests: () => 0, close: async () => {} }
  }
  let requests = 0
  const sockets = new Set<Socket>()
  const server: Server =
    answer === 'never'
      ? createServer((socket) => {
          sockets.add(socket)
          socket.on('data', (chunk: Buffer) => {
            requests += chunk.toString('latin1').match(/^POST /gm)?.length ?? 0
          })
          socket.on('error', () => {})
        })
      : createHttpServer((request, response) => {
          requests++
          request.resume()
          if (answer === 'http 500') response.writeHead(500).end('down')
          else setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 5_000)
        })
  server.on('connection', (socket: Socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

let stack: NodeStack
let rpc: CountingRpc
let accounts: SmartAccounts
let root: string

beforeAll(async () => {
  stack = await startNodeStack([owner])
  ;({ rpc, root } = stack)
  accounts = stack.accounts[0] as SmartAccounts
}, 120_000)

afterAll(() => stack?.stop())

/** One sign-in (nonce, then verify); returns the verify's status and the seconds the whole took. */
async function signIn(base: string, address: Address, sign: (message: string) => Promise<Hex>, chainId = 31337) {
  const started = performance.now()
  const { host, origin } = new URL(base)
  const { nonce } = json<{ nonce: string }>(await send(`${base}/api/siwe/nonce`))
  const message = createSiweMessage({ domain: host, uri: origin, address, chainId, nonce, version: '1' })
  const reply = await send(`${base}/api/siwe/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await sign(message) }),
  })
  return { status: reply.status, seconds: (performance.now() - started) / 1000 }
}

const plainKey = (account: HDAccount) => (message: string) => account.signMessage({ message })

describe('a failing RPC node listed first', () => {
  for (const answer of ['never', 'refuse', 'http 500', 'after 5 s'] as const)
    it(`answers ${answer}: plain keys wait on no node, smart accounts only on the good one; it is asked once`, async () => {
      const bad = await startBadNode(answer)
      const created = performance.now()
      const server: RunningServer = await startStaticServer({
        root,
        routes: [
          createSiweHandler({
            verifier: rpcVerifier([bad.url, rpc.url]),
            erc6492Factories: [accounts.factory],
          }),
        ],
      })
      try {
        const smart = await accounts.deploy(`0x${String(answer.length).padStart(64, '0')}`)
        const first = await signIn(server.url, alice.address, plainKey(alice))
        rpc.reset()
        const plain = await signIn(server.url, alice.address, plainKey(alice))
        const plainNodeCalls = rpc.total()
        const smartFirst = await signIn(server.url, smart, plainKey(owner))
        const smartAgain = await signIn(server.url, smart, plainKey(owner))
        // A chain no known node serves: the bad node would have to say its chain, but it is being skipped.
        const otherChain = await signIn(server.url, alice.address, plainKey(alice), 10)
        const requestsBefore = bad.requests()
        // Once its chain-id request has failed (5 s at most), the bad node is skipped without a wait.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5_500 - (performance.now() - created))))
        const skipped = await signIn(server.url, alice.address, plainKey(alice), 10)
        const smartLater = await signIn(server.url, smart, plainKey(owner))
        console.log(
          `bad node that answers ${answer}: plain key ${first.seconds.toFixed(3)} s (first), ${plain.seconds.toFixed(3)} s (again, ${plainNodeCalls} node calls); ` +
            `smart account ${smartFirst.seconds.toFixed(3)} s (first), ${smartAgain.seconds.toFixed(3)} s (again); ` +
            `chain 10: HTTP ${otherChain.status} in ${otherChain.seconds.toFixed(3)} s, after the bad node failed HTTP ${skipped.status} in ${skipped.seconds.toFixed(3)} s; ` +
            `smart account then ${smartLater.seconds.toFixed(3)} s; requests that reached the bad node: ${bad.requests()}`,
        )
        for (const result of [first, plain, smartFirst, smartAgain, smartLater]) expect(result.status).toBe(200)
        expect(plainNodeCalls).toBe(0)
        expect(first.seconds).toBeLessThan(1) // the good node's chain id may still be on its way
        expect(plain.seconds).toBeLessThan(0.5)
        expect(smartFirst.seconds).toBeLessThan(1.5)
        expect(smartAgain.seconds).toBeLessThan(1)
        expect(smartLater.seconds).toBeLessThan(1.5)
        // A chain no node has named: waits at most a second for the bad node's answer, then none at all.
        expect([401, 502]).toContain(otherChain.status)
        expect(otherChain.seconds).toBeLessThan(1.5)
        expect(skipped.status).toBe(502)
        expect(skipped.seconds).toBeLessThan(0.5)
        // Asked once when the verifier was made and skipped since (the circuit breaker's back-off); a node that
        // failed at once may be asked once more when its 5 s back-off has passed.
        expect(requestsBefore).toBeLessThanOrEqual(1)
        expect(bad.requests()).toBeLessThanOrEqual(2)
      } finally {
        await server.close()
        await bad.close()
      }
    }, 180_000)
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { STORE_UNAVAILABLE_MESSAGE } from '../../server/siwe/index.ts'
import { freePort } from '../e2e/harness/ports.ts'
import { startRedis, type RedisProcess } from './helpers/redisServer.ts'
import { startServe, type ServeProcess } from './helpers/serveProcess.ts'
import { alice, bob, json, send, type Reply } from './helpers/siwe.ts'

// Two `npm run serve` processes on one real redis-server, as behind a load balancer. Both answer for the
// domain app.test; each client below uses its own loopback address, so per-client limits stay out of the way.
const domain = 'app.test'
let anvil: AnvilInstance
let redis: RedisProcess
let root: string
let a: ServeProcess
let b: ServeProcess

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  redis = await startRedis()
  root = mkdtempSync(join(tmpdir(), 'signin-redis-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  const env = {
    DIST_DIR: root,
    SIWE_RPC_URL: anvil.url,
    SIWE_DOMAIN: domain,
    SIWE_REDIS_URL: redis.url,
    SIWE_SECRET: 'shared by every instance',
  }
  ;[a, b] = await Promise.all([startServe(env), startServe(env)])
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.stop()
  await anvil?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

const client = (index: number) => `127.0.0.${index}`
const call = (
  server: ServeProcess,
  path: string,
  from: string,
  init: { method?: string; body?: string; cookie?: string } = {},
): Promise<Reply> =>
  send(`${server.url}/api/siwe/${path}`, {
    method: init.method ?? 'GET',
    localAddress: from,
    headers: {
      host: domain,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  })

async function nonceAt(server: ServeProcess, from: string): Promise<string> {
  const reply = await call(server, 'nonce', from)
  expect(reply.status, reply.body).toBe(200)
  return json<{ nonce: string }>(reply).nonce
}

async function body(nonce: string, account = alice): Promise<string> {
  const message = createSiweMessage({
    domain,
    uri: `https://${domain}`,
    address: account.address,
    chainId: 31337,
    nonce,
    version: '1',
  })
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}

const verifyAt = (server: ServeProcess, signed: string, from: string) =>
  call(server, 'verify', from, { method: 'POST', body: signed })
const cookieOf = (reply: Reply) => String(reply.headers['set-cookie'] ?? '').split(';')[0] ?? ''
const sessionAt = async (server: ServeProcess, cookie: string, from: string) =>
  json(await call(server, 'session', from, { cookie }))

describe('two serve instances on one Redis', () => {
  it('a nonce from A is accepted once at B and refused on replay at A', async () => {
    const signed = await body(await nonceAt(a, client(2)))
    const atB = await verifyAt(b, signed, client(2))
    expect(atB.status, atB.body).toBe(200)
    const replay = await verifyAt(a, signed, client(2))
    expect(replay.status).toBe(401)
    expect(json(replay)).toEqual({ error: 'Nonce unknown or already used' })
  })

  it('a session created at A is revoked by sign-out at B', async () => {
    const cookie = cookieOf(await verifyAt(a, await body(await nonceAt(a, client(3)), bob), client(3)))
    expect(await sessionAt(b, cookie, client(3))).toEqual({ authenticated: true, address: bob.address, chainId: 31337 })
    expect((await call(b, 'logout', client(3), { method: 'POST', body: '{}', cookie })).status).toBe(204)
    expect(await sessionAt(a, cookie, client(3))).toEqual({ authenticated: false })
  })

  it('50 concurrent verifies of one nonce across both give exactly one success', async () => {
    const signed = await body(await nonceAt(a, client(4)))
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) => verifyAt(index % 2 ? a : b, signed, client(100 + index))),
    )
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 401)).toHaveLength(49)
  })

  it('rate-limit buckets are shared: a client cannot double its allowance by alternating instances', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 22; index++) statuses.push((await call(index % 2 ? a : b, 'nonce', client(5))).status)
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })

  it('Redis killed mid-run: 503s, no crash, nothing promised that was not kept; back to work once it returns', async () => {
    const usedBefore = await body(await nonceAt(a, client(6)))
    const signedIn = await verifyAt(a, usedBefore, client(6))
    expect(signedIn.status).toBe(200)
    const unusedBefore = await body(await nonceAt(b, client(6)))

    await redis.kill()
    const during = await Promise.all([
      call(a, 'nonce', client(7)),
      verifyAt(b, await body(await nonceAt(a, client(6)).catch(() => 'x'.repeat(60))), client(7)),
      call(b, 'session', client(7), { cookie: cookieOf(signedIn) }),
    ])
    for (const reply of during) {
      expect(reply.status).toBe(503)
      expect(json(reply)).toEqual({ error: STORE_UNAVAILABLE_MESSAGE })
      expect(reply.headers['set-cookie']).toBeUndefined()
    }

    await new Promise((resolve) => setTimeout(resolve, 1_500)) // reconnect attempts meet a closed port meanwhile
    expect((await call(a, 'nonce', client(7))).status).toBe(503)
    await redis.start() // persistence off: it comes back empty
    for (const server of [a, b]) await waitUntil(async () => (await call(server, 'nonce', client(8))).status === 200)
    expect(a.child.exitCode).toBeNull()
    expect(b.child.exitCode).toBeNull()
    expect(a.output() + b.output()).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+\/? cannot be reached/)
    expect(a.output() + b.output()).toMatch(/is reachable again/)

    // Used nonces were forgotten with the restart, so nonces from before it are refused instead of replayable.
    expect(json(await verifyAt(b, usedBefore, client(9)))).toEqual({
      error: 'Nonce expired: request a new one and sign again',
    })
    expect(json(await verifyAt(a, unusedBefore, client(9)))).toEqual({
      error: 'Nonce expired: request a new one and sign again',
    })

    // New sign-ins work on both instances, and what is stored now is kept and shared.
    const cookie = cookieOf(await verifyAt(b, await body(await nonceAt(a, client(10))), client(10)))
    expect(await sessionAt(a, cookie, client(10))).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 31337,
    })
    expect(await sessionAt(b, cookie, client(10))).toEqual({
      authenticated: true,
      address: alice.address,
      chainId: 31337,
    })
  })
})

describe('Redis not there when the server starts', () => {
  it('the server still starts, answers 503 and serves the app; sign-in works once Redis is up', async () => {
    const late = await startRedis()
    await late.kill()
    const serve = await startServe({
      DIST_DIR: root,
      SIWE_RPC_URL: anvil.url,
      SIWE_DOMAIN: domain,
      SIWE_REDIS_URL: late.url,
      SIWE_SECRET: 'another secret',
    })
    try {
      const refused = await call(serve, 'nonce', client(20))
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('5')
      expect((await send(`${serve.url}/`)).status).toBe(200)
      await late.start()
      let nonce = ''
      const deadline = Date.now() + 15_000
      while (!nonce && Date.now() < deadline) {
        const reply = await call(serve, 'nonce', client(20))
        if (reply.status === 200) nonce = json<{ nonce: string }>(reply).nonce
        else await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect((await verifyAt(serve, await body(nonce), client(20))).status).toBe(200)
    } finally {
      await serve.stop()
      await late.stop()
    }
  })
})

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not recovered within ${timeoutMs} ms:\n${a.output()}\n${b.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

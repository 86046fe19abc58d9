import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import {
  createMemoryStore,
  createSiweHandler,
  parseTrustedProxies,
  rpcVerifier,
  NO_SESSION_TO_END_MESSAGE,
  SIGN_OUT_UNCONFIRMED_MESSAGE,
  StoreUnavailableError,
  type SiweStore,
} from '../../server/siwe/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { freePort } from '../e2e/harness/ports.ts'
import { startCountingRpc, type CountingRpc } from './helpers/countingRpc.ts'
import { flood } from './helpers/flood.ts'
import { alice, bob, cookieOf, getNonce, json, logout, send, sessionOf, signedBody, verify } from './helpers/siwe.ts'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let anvil: AnvilInstance
let rpc: CountingRpc
let root: string
const servers: RunningServer[] = []

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  rpc = await startCountingRpc(anvil.url)
  root = mkdtempSync(join(tmpdir(), 'signin-api-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await rpc?.close()
  await anvil?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

async function serveApi(options: Omit<Parameters<typeof createSiweHandler>[0], 'verifier'> = {}): Promise<string> {
  const server = await startStaticServer({
    root,
    routes: [createSiweHandler({ verifier: rpcVerifier(rpc.url), ...options })],
  })
  servers.push(server)
  return server.url
}

describe('nonces under a flood', () => {
  it('a visitor who signs 8 s after fetching a nonce signs in while 127.0.0.2 floods the nonce endpoint', async () => {
    const base = await serveApi()
    const nonce = await getNonce(base)
    const flooding = flood(`${base}/api/siwe/nonce`, {
      localAddress: '127.0.0.2',
      durationMs: 8_000,
      maxRequests: 40_000,
    })
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    const visitor = await verify(base, await signedBody(base, nonce))
    const flooded = await flooding
    console.log(
      `nonce flood from 127.0.0.2: ${flooded.requests} requests (${flooded.perSecond}/s), by status ${JSON.stringify(flooded.byStatus)}`,
    )
    expect(visitor.status, visitor.body).toBe(200)
    expect(json(visitor)).toEqual({ address: alice.address, chainId: 31337 })
    expect(flooded.byStatus[429]).toBeGreaterThan(0)
    expect(flooded.byStatus[200]).toBeLessThanOrEqual(20 + 9) // the burst, then about one a second
    expect(Number(flooded.retryAfter)).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('verify is limited per client too, with Retry-After; another address is not affected', async () => {
    const base = await serveApi({
      rateLimits: { nonce: { burst: 100, perSecond: 10 }, verify: { burst: 2, perSecond: 0.1 } },
    })
    const answers = []
    for (let index = 0; index < 3; index++)
      answers.push(
        await verify(base, await signedBody(base, await getNonce(base, '127.0.0.2')), { localAddress: '127.0.0.2' }),
      )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
    expect(answers[2]?.headers['retry-after']).toBe('10')
    expect(json(answers[2]!)).toEqual({ error: 'Too many requests: try again in 10 s' })
    expect((await verify(base, await signedBody(base, await getNonce(base)))).status).toBe(200)
  })
})

describe('junk signatures', () => {
  it('for an account without code cost no eth_call: 200 attempts, counted at the node', async () => {
    const base = await serveApi({ rateLimits: false })
    await verify(base, await signedBody(base, await getNonce(base))) // reads the chain id once
    rpc.reset()
    const junk = `0x${'11'.repeat(65)}`
    const statuses = new Set<number>()
    for (let index = 0; index < 200; index++) {
      const body = JSON.parse(await signedBody(base, await getNonce(base), bob)) as { message: string }
      const reply = await verify(
        base,
        JSON.stringify({
          message: body.message,
          signature: index % 2 ? junk : await alice.signMessage({ message: body.message }),
        }),
      )
      statuses.add(reply.status)
    }
    console.log(
      `RPC calls for 200 junk signatures: ${JSON.stringify(Object.fromEntries(rpc.calls))} (total ${rpc.total()})`,
    )
    expect([...statuses]).toEqual([401])
    expect(rpc.calls.get('eth_call') ?? 0).toBe(0)
    expect(rpc.total()).toBeLessThanOrEqual(1) // one eth_getCode for bob, then cached
  })

  it('a good EOA signature costs no RPC call at all', async () => {
    const base = await serveApi({ rateLimits: false })
    await verify(base, await signedBody(base, await getNonce(base)))
    rpc.reset()
    for (let index = 0; index < 5; index++)
      expect((await verify(base, await signedBody(base, await getNonce(base)))).status).toBe(200)
    expect(rpc.total()).toBe(0)
  })

  it('an address with code is still checked on chain (ERC-1271)', async () => {
    const base = await serveApi({ rateLimits: false })
    // Code at bob's address makes him a contract account: a signature that does not recover to him goes to the node.
    const client = createPublicClient({ transport: http(anvil.url) })
    await client.request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [bob.address, '0x00'] as unknown as undefined,
    })
    rpc.reset()
    const { message } = JSON.parse(await signedBody(base, await getNonce(base), bob)) as { message: string }
    const reply = await verify(base, JSON.stringify({ message, signature: await alice.signMessage({ message }) }))
    expect(reply.status).toBe(401)
    expect(rpc.calls.get('eth_getCode')).toBe(1)
    expect(rpc.calls.get('eth_call')).toBeGreaterThanOrEqual(1)
    await client.request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [bob.address, '0x'] as unknown as undefined,
    })
  })
})

describe('bounded state', () => {
  it('used nonces fill the memory store as far as the limits allow; an honest visitor still signs in, no replay', async () => {
    const base = await serveApi({ store: createMemoryStore({ maxUsedNonces: 300 }), rateLimits: false })
    const early = await signedBody(base, await getNonce(base))
    expect((await verify(base, early)).status).toBe(200)
    const statuses: Record<number, number> = {}
    for (let index = 0; index < 600; index++) {
      const { message } = JSON.parse(await signedBody(base, await getNonce(base), bob)) as { message: string }
      const reply = await verify(base, JSON.stringify({ message, signature: `0x${'11'.repeat(65)}` }))
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1
    }
    expect(statuses).toEqual({ 401: 600 }) // twice the store's size: never a 503
    const visitor = await verify(base, await signedBody(base, await getNonce(base)))
    expect(visitor.status, visitor.body).toBe(200)
    const replay = await verify(base, early)
    expect(replay.status).toBe(401)
    expect(json(replay)).toEqual({ error: 'Nonce unknown or already used' })
  })
})

describe('revocable sessions', () => {
  it('after sign-out the old cookie reads as signed out', async () => {
    const base = await serveApi()
    const cookie = cookieOf(await verify(base, await signedBody(base, await getNonce(base))))
    expect(await sessionOf(base, cookie)).toEqual({ authenticated: true, address: alice.address, chainId: 31337 })
    expect((await logout(base, cookie)).status).toBe(204)
    expect(await sessionOf(base, cookie)).toEqual({ authenticated: false })
  })

  it("a message's expirationTime ends the session; one past the configured maximum is refused", async () => {
    let clock = Date.now()
    const base = await serveApi({ now: () => clock, sessionMaxMs: 10 * 60_000 })
    const minute = await verify(
      base,
      await signedBody(base, await getNonce(base), alice, { expirationTime: new Date(clock + 60_000) }),
    )
    expect(String(minute.headers['set-cookie'])).toMatch(/Max-Age=60;?/)
    const tooLong = await verify(
      base,
      await signedBody(base, await getNonce(base), alice, { expirationTime: new Date(clock + 3_600_000) }),
    )
    expect(tooLong.status).toBe(400)
    expect(json(tooLong)).toEqual({ error: 'Expiration Time may be at most 600 s after Issued At on this site' })
    const capped = await verify(
      base,
      await signedBody(base, await getNonce(base), alice, { issuedAt: new Date(clock) }),
    )
    expect(String(capped.headers['set-cookie'])).toMatch(/Max-Age=600;?/)
    clock += 61_000
    expect(await sessionOf(base, cookieOf(minute))).toEqual({ authenticated: false })
    expect(await sessionOf(base, cookieOf(capped))).toMatchObject({ authenticated: true })
    clock += 540_000
    expect(await sessionOf(base, cookieOf(capped))).toEqual({ authenticated: false })
  })

  it('sign-out while the store is down keeps the cookie and says the session still works; a retry with it ends it', async () => {
    const store: SiweStore = createMemoryStore()
    const base = await serveApi({ store })
    const cookie = cookieOf(await verify(base, await signedBody(base, await getNonce(base))))
    const deleteSession = store.deleteSession
    store.deleteSession = () => Promise.reject(new StoreUnavailableError('connection refused'))
    try {
      const reply = await logout(base, cookie)
      expect(reply.status).toBe(503)
      expect(reply.headers['retry-after']).toBe('5')
      expect(reply.headers['set-cookie']).toBeUndefined()
      expect(json(reply)).toEqual({ error: SIGN_OUT_UNCONFIRMED_MESSAGE })
    } finally {
      store.deleteSession = deleteSession
    }
    expect(await sessionOf(base, cookie)).toMatchObject({ authenticated: true })
    expect((await logout(base, cookie)).status).toBe(204)
    expect(await sessionOf(base, cookie)).toEqual({ authenticated: false })
  })

  it('a sign-out naming no session (no cookie, a forged or unsigned one) is 401, never the 204 of an ended session', async () => {
    const base = await serveApi()
    const cookie = cookieOf(await verify(base, await signedBody(base, await getNonce(base))))
    const [id] = cookie.split('.')
    for (const sent of ['', 'siwe_session=', `${id}`, `${id}.forged`, 'other=1']) {
      const reply = await logout(base, sent)
      expect(reply.status, sent).toBe(401)
      expect(json(reply)).toEqual({ error: NO_SESSION_TO_END_MESSAGE })
    }
    expect(await sessionOf(base, cookie)).toMatchObject({ authenticated: true })
  })

  it("'sign out everywhere' for an address is one store call", async () => {
    const store: SiweStore = createMemoryStore()
    const base = await serveApi({ store })
    const cookies = [
      cookieOf(await verify(base, await signedBody(base, await getNonce(base)))),
      cookieOf(await verify(base, await signedBody(base, await getNonce(base)))),
    ]
    const bobs = cookieOf(await verify(base, await signedBody(base, await getNonce(base), bob)))
    expect(await store.deleteSessionsOf(alice.address)).toBe(2)
    for (const cookie of cookies) expect(await sessionOf(base, cookie)).toEqual({ authenticated: false })
    expect(await sessionOf(base, bobs)).toMatchObject({ authenticated: true, address: bob.address })
  })
})

describe('proxies', () => {
  // The message names the https origin the client believes it is on: served over https, an http one is refused.
  const verifyWith = async (base: string, headers: Record<string, string>) =>
    send(`${base}/api/siwe/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: await signedBody(base, await getNonce(base), alice, { uri: base.replace(/^http:/, 'https:') }),
    })

  it("the cookie's Secure flag follows the same rule as the client address: only a trusted proxy's entry counts", async () => {
    const direct = await serveApi()
    const behindProxy = await serveApi({ trustProxy: parseTrustedProxies('loopback') })
    const secure = (reply: { headers: Record<string, string | string[] | undefined> }) =>
      /; Secure/.test(String(reply.headers['set-cookie']))
    expect(secure(await verifyWith(direct, { 'x-forwarded-proto': 'https' }))).toBe(false)
    expect(secure(await verifyWith(behindProxy, { 'x-forwarded-proto': 'https' }))).toBe(true)
    // The client wrote 'https' itself; the proxy appended what it saw: http.
    expect(secure(await verifyWith(behindProxy, { 'x-forwarded-proto': 'https, http' }))).toBe(false)
  })

  it('without trusted proxies a client cannot choose its rate-limit key through X-Forwarded-For', async () => {
    const base = await serveApi({
      rateLimits: { nonce: { burst: 2, perSecond: 0.001 }, verify: { burst: 2, perSecond: 0.001 } },
    })
    const statuses = []
    for (let index = 0; index < 4; index++)
      statuses.push(
        (await send(`${base}/api/siwe/nonce`, { headers: { 'x-forwarded-for': `198.51.100.${index}` } })).status,
      )
    expect(statuses).toEqual([200, 200, 429, 429])
  })
})

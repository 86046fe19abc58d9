import type { IncomingMessage } from 'node:http'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  createMemoryStore,
  createNonces,
  createRateLimiter,
  createSessions,
  rateLimitKey,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  servedOverHttps,
} from '../../server/siwe/index.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const withCookie = (setCookie: string) =>
  ({ headers: { cookie: setCookie.split(';')[0] } }) as unknown as IncomingMessage
const fromPeer = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('nonces', () => {
  it('are signed, expire, and a flood of 20,000 issued after it cannot push out the first', async () => {
    let time = 1_000_000
    const key = randomBytes(32)
    const nonces = createNonces({ key, ttlMs: 60_000, now: () => time })
    const store = createMemoryStore({ now: () => time })
    const first = nonces.issue()
    expect(first).toMatch(/^[0-9a-f]{60}$/)
    for (let index = 0; index < 20_000; index++) nonces.issue()
    time += 59_000
    const check = nonces.check(first)
    expect(check).toMatchObject({ status: 'valid', expiresAt: 1_060_000 })
    expect(await store.markNonceUsed(first, 1_060_000)).toBe(true)
    expect(await store.markNonceUsed(first, 1_060_000)).toBe(false)
    time += 1_000
    expect(nonces.check(first)).toEqual({ status: 'expired' })
  })

  it('refuses what this key did not sign: another key, a changed expiry, junk', () => {
    const nonces = createNonces({ key: randomBytes(32) })
    const nonce = nonces.issue()
    expect(createNonces({ key: randomBytes(32) }).check(nonce)).toEqual({ status: 'unknown' })
    const later = (parseInt(nonce.slice(0, 12), 16) + 3_600_000).toString(16).padStart(12, '0') + nonce.slice(12)
    expect(nonces.check(later)).toEqual({ status: 'unknown' })
    for (const junk of ['', 'abcdef0123456789', nonce.toUpperCase(), `${nonce}0`])
      expect(nonces.check(junk)).toEqual({ status: 'unknown' })
  })

  it('issuing stays O(1): 20,000 nonces take about as long per nonce as the first 1,000', () => {
    const nonces = createNonces({ key: randomBytes(32) })
    const time = (count: number) => {
      const started = performance.now()
      for (let index = 0; index < count; index++) nonces.issue()
      return (performance.now() - started) / count
    }
    time(1_000) // warm up
    const early = time(1_000)
    for (let index = 0; index < 20_000; index++) nonces.issue()
    expect(time(1_000)).toBeLessThan(early * 5 + 0.01)
  })
})

describe('memory store', () => {
  it('past its limit forgets the oldest used nonce and refuses every nonce expiring no later: no replay, no lockout', async () => {
    const store = createMemoryStore({ maxUsedNonces: 2 })
    const later = Date.now() + 60_000
    expect(await store.markNonceUsed('a', later)).toBe(true)
    expect(await store.markNonceUsed('b', later + 1)).toBe(true)
    expect(await store.markNonceUsed('c', later + 2)).toBe(true) // 'a' is forgotten
    expect(await store.markNonceUsed('a', later)).toBe(false) // ...and still refused
    expect(await store.markNonceUsed('older', later - 5)).toBe(false)
    expect(await store.markNonceUsed('b', later + 1)).toBe(false)
    expect(await store.markNonceUsed('fresh', later + 3)).toBe(true)
  })

  it('never keeps a session without a real end', async () => {
    const store = createMemoryStore()
    const session = { id: 'x', address, chainId: 1 } as const
    await expect(store.saveSession({ ...session, expiresAt: Number.NaN })).rejects.toThrow(
      "A session's expiresAt must be a whole number of ms, got NaN",
    )
    expect(await store.readSession('x')).toBeUndefined()
  })
})

describe('sessions', () => {
  it('live in the store: deleting one signs its cookie out; the cookie lasts no longer than the message', async () => {
    let time = 0
    const store = createMemoryStore({ now: () => time })
    const sessions = createSessions({ store, key: randomBytes(32), maxTtlMs: 3_600_000, now: () => time })
    // Over https the cookie is __Host- prefixed: Secure, Path=/, no Domain, so no other site can plant its twin.
    const long = await sessions.open({ address, chainId: 10 }, { secure: true })
    expect(long).toMatch(
      new RegExp(
        `^${SECURE_SESSION_COOKIE}=[\\w-]{43}\\.[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure$`,
      ),
    )
    const short = await sessions.open({ address, chainId: 10 }, { secure: false, endBy: new Date(60_000) })
    expect(short).toMatch(/Max-Age=60$/)
    expect(await sessions.read(withCookie(long), true)).toMatchObject({ address, chainId: 10, expiresAt: 3_600_000 })
    // A request over http never carries the https cookie: read as one, it names no session.
    expect(await sessions.read(withCookie(long), false)).toBeUndefined()
    time = 60_000
    expect(await sessions.read(withCookie(short))).toBeUndefined()
    expect(await sessions.close(withCookie(long))).toBe(true)
    expect(sessions.clearCookie(false)).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
    expect(await sessions.read(withCookie(long), true)).toBeUndefined()
    // Without a valid cookie no session is named, so none is reported ended.
    expect(await sessions.close(withCookie(`${long.split('.')[0]}.forged`))).toBe(false)
  })

  it("'sign out everywhere' is one store call and spares other addresses", async () => {
    const store = createMemoryStore()
    const sessions = createSessions({ store, key: randomBytes(32) })
    const [one, two, theirs] = [
      await sessions.open({ address, chainId: 1 }, { secure: false }),
      await sessions.open({ address, chainId: 10 }, { secure: false }),
      await sessions.open({ address: other, chainId: 1 }, { secure: false }),
    ]
    expect(await store.deleteSessionsOf(address)).toBe(2)
    expect(await sessions.read(withCookie(one))).toBeUndefined()
    expect(await sessions.read(withCookie(two))).toBeUndefined()
    expect(await sessions.read(withCookie(theirs))).toMatchObject({ address: other })
  })

  it('a cookie signed with another key never reaches the store', async () => {
    const store = createMemoryStore()
    const cookie = await createSessions({ store, key: Buffer.from('one') }).open(
      { address, chainId: 1 },
      { secure: false },
    )
    expect(await createSessions({ store, key: Buffer.from('two') }).read(withCookie(cookie))).toBeUndefined()
    expect(await createSessions({ store, key: Buffer.from('one') }).read(withCookie(cookie))).toMatchObject({ address })
  })
})

describe('rate limits', () => {
  it('a token bucket per client: the burst, then 429 with Retry-After, then refilled', async () => {
    let time = 0
    const limiter = createRateLimiter({
      store: createMemoryStore(),
      rules: { nonce: { burst: 3, perSecond: 0.5 }, verify: { burst: 1, perSecond: 1 } },
      trustProxy: NO_TRUSTED_PROXIES,
      now: () => time,
    })
    const flooder = fromPeer('127.0.0.2')
    for (let index = 0; index < 3; index++) await limiter.admit('nonce', flooder)
    await expect(limiter.admit('nonce', flooder)).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests: try again in 2 s',
      headers: { 'retry-after': '2' },
    })
    await limiter.admit('nonce', fromPeer('127.0.0.1'))
    await limiter.admit('verify', flooder)
    time = 2_000
    await limiter.admit('nonce', flooder)
    await expect(limiter.admit('nonce', flooder)).rejects.toMatchObject({ status: 429 })
  })

  it('the client is the rightmost X-Forwarded-For entry that is not a trusted proxy', () => {
    const proxies = parseTrustedProxies('10.0.0.0/24, fd00::/8')
    const request = fromPeer('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' })
    expect(clientAddress(request, NO_TRUSTED_PROXIES)).toBe('10.0.0.1')
    expect(clientAddress(request, parseTrustedProxies('10.0.0.1'))).toBe('10.0.0.2')
    expect(clientAddress(request, proxies)).toBe('203.0.113.7')
    // A peer that is not a proxy: whatever it writes in X-Forwarded-For is its own invention.
    expect(clientAddress(fromPeer('198.51.100.9', { 'x-forwarded-for': '1.2.3.4' }), proxies)).toBe('198.51.100.9')
    expect(clientAddress(fromPeer('10.0.0.1', { 'x-forwarded-for': 'not-an-ip' }), proxies)).toBe('10.0.0.1')
    expect(clientAddress(fromPeer('::ffff:10.0.0.1', { 'x-forwarded-for': '203.0.113.8' }), proxies)).toBe(
      '203.0.113.8',
    )
    expect(clientAddress(fromPeer('fd00::1', { 'x-forwarded-for': '2001:db8:0:12::5' }), proxies)).toBe(
      '2001:db8:0:12::/64',
    )
    expect(clientAddress(fromPeer('::ffff:127.0.0.2'), NO_TRUSTED_PROXIES)).toBe('127.0.0.2')
    expect(rateLimitKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64')
    expect(rateLimitKey('2001:db8:0:12:ffff:1:2:3')).toBe('2001:db8:0:12::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
  })

  it('https comes from the same rule: the X-Forwarded-Proto entry of the trusted proxy nearest the client', () => {
    const proxies = parseTrustedProxies('10.0.0.0/24')
    const viaOne = fromPeer('10.0.0.1', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' })
    expect(servedOverHttps(viaOne, NO_TRUSTED_PROXIES)).toBe(false)
    expect(servedOverHttps(viaOne, proxies)).toBe(true)
    // Two proxies, each appending: the outer one saw https, the inner one http.
    const viaTwo = fromPeer('10.0.0.1', {
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https, http',
    })
    expect(servedOverHttps(viaTwo, proxies)).toBe(true)
    // A client's own X-Forwarded-Proto left of the proxy's entry counts for nothing.
    const spoofed = fromPeer('10.0.0.1', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https, http' })
    expect(servedOverHttps(spoofed, proxies)).toBe(false)
    expect(servedOverHttps(fromPeer('198.51.100.9', { 'x-forwarded-proto': 'https' }), proxies)).toBe(false)
  })

  it('TRUST_PROXY names addresses and ranges; a count is refused with the reason', () => {
    expect(() => parseTrustedProxies('1')).toThrow(
      "TRUST_PROXY must name the proxies in front of the server by address or range (e.g. 127.0.0.1 or 10.0.0.0/8), not a count: with '1' any client reaching the server directly could choose its own address through X-Forwarded-For",
    )
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '::1/129'])
      expect(() => parseTrustedProxies(bad), bad).toThrow(
        `TRUST_PROXY entry '${bad}' is not an IP address or CIDR range`,
      )
    const loopback = parseTrustedProxies('loopback')
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].every(loopback.contains)).toBe(true)
    expect(loopback.contains('10.0.0.1')).toBe(false)
  })
})

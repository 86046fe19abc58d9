// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createNonceStore, createSessionCookies, SESSION_COOKIE } from '../../server/siwe/index.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const withCookie = (setCookie: string) => ({ headers: { cookie: setCookie.split(';')[0] } }) as unknown as IncomingMessage

describe('nonce store', () => {
  it('issues distinct 32-hex nonces, each usable once, until it expires', () => {
    let time = 1_000
    const store = createNonceStore({ ttlMs: 100, now: () => time })
    const [a, b, c] = [store.issue(), store.issue(), store.issue()]
    expect(new Set([a, b, c]).size).toBe(3)
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(store.consume(a)).toBe('ok')
    expect(store.consume(a)).toBe('unknown')
    time += 100
    expect(store.consume(b)).toBe('expired')
    expect(store.consume(b)).toBe('unknown')
    expect(store.consume('never-issued')).toBe('unknown')
    expect(store.size).toBe(1)
  })

  it('stays bounded: expired nonces are swept first, then the oldest pending one goes', () => {
    let time = 0
    const store = createNonceStore({ ttlMs: 10, max: 3, now: () => time })
    const old = store.issue()
    time = 20
    const kept = [store.issue(), store.issue()]
    store.issue() // full: the expired one is swept
    expect(store.size).toBe(3)
    expect(store.consume(old)).toBe('unknown')
    store.issue() // full, none expired: the oldest pending one is evicted
    expect(store.size).toBe(3)
    expect(store.consume(kept[0] ?? '')).toBe('unknown')
    expect(store.consume(kept[1] ?? '')).toBe('ok')
  })
})

describe('session cookies', () => {
  it('round-trips a session until it expires; Secure only over https', () => {
    let time = 0
    const cookies = createSessionCookies({ secret: 'test secret', ttlMs: 60_000, now: () => time })
    const setCookie = cookies.create({ address, chainId: 10 }, true)
    expect(setCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/)
    expect(cookies.read(withCookie(setCookie))).toEqual({ address, chainId: 10, expiresAt: 60_000 })
    time = 60_000
    expect(cookies.read(withCookie(setCookie))).toBeUndefined()
    expect(cookies.clear(false)).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
  })

  it('a cookie signed with another secret is refused (the same secret is accepted across restarts)', () => {
    const setCookie = createSessionCookies({ secret: 'one' }).create({ address, chainId: 1 }, false)
    expect(createSessionCookies({ secret: 'two' }).read(withCookie(setCookie))).toBeUndefined()
    expect(createSessionCookies({ secret: 'one' }).read(withCookie(setCookie))).toMatchObject({ address, chainId: 1 })
    expect(createSessionCookies().read(withCookie(setCookie))).toBeUndefined()
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { confirmSignOut, createSiweAdapter, type FetchFunction } from '../../src/wallet/signIn.ts'
import { freePort } from '../e2e/harness/ports.ts'
import { startRedis, type RedisProcess } from './helpers/redisServer.ts'
import { startServe, type ServeProcess } from './helpers/serveProcess.ts'
import { cookieOf, getNonce, send, sessionOf, signedBody, verify } from './helpers/siwe.ts'

// A sign-out during a Redis outage, driven by the wallet package's own client against `npm run serve`: it is
// reported done only once the server confirmed it, and the browser keeps its cookie until then. Redis keeps its
// data across the crash (append-only file), so the session outlives the outage unless the sign-out ends it.
let anvil: AnvilInstance
let redis: RedisProcess
let serve: ServeProcess
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'signout-outage-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  redis = await startRedis({ persistentDir: root })
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  serve = await startServe({
    DIST_DIR: root,
    SIWE_RPC_URL: anvil.url,
    SIWE_REDIS_URL: redis.url,
    SIWE_SECRET: 'sign-out outage',
  })
})

afterAll(async () => {
  await serve?.stop()
  await redis?.stop()
  await anvil?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A browser's cookie jar around Node's fetch: sends the session cookie, and obeys Set-Cookie as a browser does. */
function browserJar(cookie: string) {
  let held: string | undefined = cookie
  const statuses: number[] = []
  const fetchWithJar: FetchFunction = async (input, init = {}) => {
    // Node's fetch drops a Cookie header (a forbidden header name), so the request goes out as raw HTTP.
    const headers = Object.fromEntries(new Headers(init.headers))
    const reply = await send(input, {
      method: init.method ?? 'GET',
      headers: held ? { ...headers, cookie: held } : headers,
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    })
    statuses.push(reply.status)
    const set = reply.headers['set-cookie']?.[0]
    if (set) held = /Max-Age=0\b/.test(set) ? undefined : set.split(';')[0]
    const answer = new Headers()
    for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') answer.set(name, value)
    return new Response(reply.status === 204 ? null : reply.body, { status: reply.status, headers: answer })
  }
  return { fetch: fetchWithJar, statuses, held: () => held }
}

describe('sign-out while Redis is down', () => {
  it('is not reported done and keeps the cookie; once Redis is back the retry ends the session everywhere', async () => {
    const base = serve.url
    const signedIn = await verify(base, await signedBody(base, await getNonce(base)))
    expect(signedIn.status, signedIn.body).toBe(200)
    const cookie = cookieOf(signedIn)
    expect(await sessionOf(base, cookie)).toMatchObject({ authenticated: true })
    const jar = browserJar(cookie)
    const adapter = createSiweAdapter({ apiBase: `${base}/api/siwe`, fetch: jar.fetch, domain: 'x', uri: 'x' })

    await redis.kill()
    const seen = { outcome: 'running' }
    let retrying = (): void => undefined
    const firstRetry = new Promise<void>((resolve) => (retrying = resolve))
    const signingOut = confirmSignOut(adapter.signOut, { onRetrying: () => retrying() }).then(
      () => void Object.assign(seen, { outcome: 'done' }),
      (error: unknown) => void Object.assign(seen, { outcome: `failed: ${String(error)}` }),
    )
    await firstRetry
    expect(seen.outcome).toBe('running')
    expect(jar.statuses).toEqual([503])
    expect(jar.held()).toBe(cookie) // the 503 left the cookie in place for the retry

    await redis.start()
    await signingOut
    expect(seen.outcome).toBe('done')
    expect(jar.statuses.at(-1)).toBe(204)
    expect(jar.held()).toBeUndefined()
    // A copy of the old cookie (another tab, a stolen one) no longer signs anyone in.
    expect(await sessionOf(base, cookie)).toEqual({ authenticated: false })
  }, 60_000)

  it('a sign-out that never gets through is reported failed after its bounded retries, and the session still works', async () => {
    const base = serve.url
    const cookie = cookieOf(await verify(base, await signedBody(base, await getNonce(base))))
    const jar = browserJar(cookie)
    const adapter = createSiweAdapter({ apiBase: `${base}/api/siwe`, fetch: jar.fetch, domain: 'x', uri: 'x' })
    await redis.kill()
    try {
      await expect(confirmSignOut(adapter.signOut)).rejects.toMatchObject({ name: 'SignOutUnconfirmedError' })
      expect(jar.statuses.every((status) => status === 503)).toBe(true)
      expect(jar.held()).toBe(cookie)
    } finally {
      await redis.start()
    }
    await expect.poll(() => sessionOf(base, cookie), { timeout: 15_000 }).toMatchObject({ authenticated: true })
  }, 90_000)
})

/**
 * Cookie tossing: a page that can set cookies for this host (a sibling subdomain, a plain-http page) plants a
 * second session cookie beside the person's (another Path or Domain, another spelling of the name). Whatever the
 * request then carries, /session never reports a planted session, and logout answers 204 only when no session
 * a cookie of the request names still works (server/siwe/sessionCookies.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMemoryStore,
  createSiweHandler,
  parseTrustedProxies,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  StoreUnavailableError,
  type SiweStore,
  type SiweVerifier,
} from '../../server/siwe/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { createCookieJar, type CookieJar } from './helpers/cookieJar.ts'
import { alice, bob, json, send, signedBody, type Reply } from './helpers/siwe.ts'

const HOST = 'app.example.test'
const SIBLING = 'evil.example.test'
const DAY_MS = 86_400_000
/** Plain-key signatures are recovered locally: no node is needed. */
const verifier: SiweVerifier = {
  chainIds: async () => [31337],
  hasCode: async () => false,
  verifySiweMessage: async () => false,
}

let root: string
const servers: RunningServer[] = []
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'session-cookies-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  if (root) rmSync(root, { recursive: true, force: true })
})

type Api = {
  call(name: string, cookie: string, method?: 'GET' | 'POST'): Promise<Reply>
  signIn(account: HDAccount, cookie?: string): Promise<Reply>
  /** The session cookie's value after a sign-in. */
  valueOf(reply: Reply): string
  /** Moves this server's clock forward (sessions expire by it). */
  skip(ms: number): void
  readonly store: SiweStore
  readonly https: boolean
  readonly url: string
}

async function startApi(options: { https?: boolean } = {}): Promise<Api> {
  let offset = 0
  const now = () => Date.now() + offset
  const store = createMemoryStore({ now })
  const https = options.https ?? false
  const server = await startStaticServer({
    root,
    routes: [
      createSiweHandler({
        verifier,
        store,
        now,
        domains: [HOST],
        rateLimits: false,
        ...(https ? { trustProxy: parseTrustedProxies('loopback') } : {}),
      }),
    ],
  })
  servers.push(server)
  const call = (name: string, cookie: string, method: 'GET' | 'POST' = name === 'logout' ? 'POST' : 'GET') =>
    send(`${server.url}/api/siwe/${name}`, {
      method,
      headers: {
        host: HOST,
        ...(cookie ? { cookie } : {}),
        ...(https ? { 'x-forwarded-proto': 'https' } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
  const name = https ? SECURE_SESSION_COOKIE : SESSION_COOKIE
  return {
    call,
    async signIn(account, cookie = '') {
      const nonce = json<{ nonce: string }>(await call('nonce', '')).nonce
      const body = await signedBody(server.url, nonce, account, {
        domain: HOST,
        uri: `${https ? 'https' : 'http'}://${HOST}`,
      })
      const reply = await send(`${server.url}/api/siwe/verify`, {
        method: 'POST',
        headers: {
          host: HOST,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(https ? { 'x-forwarded-proto': 'https' } : {}),
        },
        body,
      })
      if (reply.status !== 200) throw new Error(`sign-in: HTTP ${reply.status} ${reply.body}`)
      return reply
    },
    valueOf(reply) {
      const own = setCookies(reply).find((cookie) => cookie.startsWith(`${name}=`)) ?? ''
      return own.slice(name.length + 1).split(';')[0] ?? ''
    },
    skip(ms) {
      offset += ms
    },
    store,
    https,
    url: server.url,
  }
}

const setCookies = (reply: Reply): string[] => {
  const value = reply.headers['set-cookie']
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}
const apply = (jar: CookieJar, reply: Reply, secure = false) => {
  for (const cookie of setCookies(reply)) jar.set(cookie, HOST, secure)
}
/** Who /session says the cookie header is signed in as: an address, or undefined. */
const signedInAs = async (api: Api, cookie: string): Promise<string | undefined> =>
  json<{ address?: string }>(await api.call('session', cookie)).address
/** The session cookies a browser's jar holds, by name, for one spelling of the name or another. */
const sessionCookiesOf = (jar: CookieJar) =>
  jar.cookies.filter((cookie) => /^(__host-)?siwe_session$/i.test(cookie.name))

/**
 * The person (alice) signed in; an attacker (bob) holds a session of his own, and can produce a forged value, an
 * ended one and an expired one. Each is a value a planted cookie may carry.
 */
async function cast(api: Api) {
  const expired = api.valueOf(await api.signIn(alice))
  api.skip(DAY_MS + 60_000) // past the longest session: 'expired' has lapsed
  const ended = api.valueOf(await api.signIn(alice))
  expect((await api.call('logout', `${api.https ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${ended}`)).status).toBe(204)
  const person = await api.signIn(alice)
  const attacker = api.valueOf(await api.signIn(bob))
  const [id] = attacker.split('.')
  return { person, own: api.valueOf(person), attacker, forged: `${id}.${'A'.repeat(43)}`, ended, expired }
}
type Cast = Awaited<ReturnType<typeof cast>>

/** Every way a page able to set cookies for this host plants a session cookie beside the person's. */
const plantings: [string, (jar: CookieJar, values: Cast) => void][] = [
  [
    'the attacker’s session, Path=/api/siwe (sent first)',
    (jar, v) => jar.set(`siwe_session=${v.attacker}; Path=/api/siwe`, HOST),
  ],
  [
    'the attacker’s session, Path=/api/siwe/logout',
    (jar, v) => jar.set(`siwe_session=${v.attacker}; Path=/api/siwe/logout`, HOST),
  ],
  [
    'the attacker’s session, Path=/api/siwe/session',
    (jar, v) => jar.set(`siwe_session=${v.attacker}; Path=/api/siwe/session`, HOST),
  ],
  [
    'from a sibling subdomain: Domain=example.test, Path=/ (sent second)',
    (jar, v) => jar.set(`siwe_session=${v.attacker}; Domain=example.test; Path=/`, SIBLING),
  ],
  [
    'from a sibling subdomain: Domain=example.test, Path=/api/',
    (jar, v) => jar.set(`siwe_session=${v.attacker}; Domain=.example.test; Path=/api/`, SIBLING),
  ],
  [
    'a forged value (its MAC does not hold), Path=/api',
    (jar, v) => jar.set(`siwe_session=${v.forged}; Path=/api`, HOST),
  ],
  ['an ended session, Path=/api/siwe/', (jar, v) => jar.set(`siwe_session=${v.ended}; Path=/api/siwe/`, HOST)],
  ['an expired session, Path=/api', (jar, v) => jar.set(`siwe_session=${v.expired}; Path=/api`, HOST)],
  ['the name in capitals: SIWE_SESSION, Path=/', (jar, v) => jar.set(`SIWE_SESSION=${v.attacker}; Path=/`, HOST)],
  [
    'the name as Siwe_Session from a sibling subdomain',
    (jar, v) => jar.set(`Siwe_Session=${v.attacker}; Domain=example.test; Path=/`, SIBLING),
  ],
  [
    'two at once: Path=/api/siwe and a sibling’s Domain=example.test',
    (jar, v) => {
      jar.set(`siwe_session=${v.attacker}; Path=/api/siwe`, HOST)
      jar.set(`siwe_session=${v.forged}; Domain=example.test; Path=/`, SIBLING)
    },
  ],
]

/** A browser that signed the person in, and then had a cookie planted beside hers. */
async function plantedJar(api: Api, plant: (jar: CookieJar, values: Cast) => void) {
  const values = await cast(api)
  const jar = createCookieJar()
  apply(jar, values.person)
  plant(jar, values)
  return { values, jar }
}

/** Cookie headers no browser jar writes but a client may send: whitespace, order, spelling. */
const headers: [string, (v: Cast) => string][] = [
  ['planted first', (v) => `siwe_session=${v.attacker}; siwe_session=${v.own}`],
  ['planted second', (v) => `siwe_session=${v.own}; siwe_session=${v.attacker}`],
  ['no space after ;', (v) => `siwe_session=${v.attacker};siwe_session=${v.own}`],
  ['spaces around the name and value', (v) => ` siwe_session = ${v.attacker} ; siwe_session=${v.own}`],
  ['a tab before =', (v) => `siwe_session\t=${v.attacker}; siwe_session=${v.own}`],
  ['SIWE_SESSION first', (v) => `SIWE_SESSION=${v.attacker}; siwe_session=${v.own}`],
  ['Siwe_Session second', (v) => `siwe_session=${v.own}; Siwe_Session=${v.attacker}`],
  ['a forged one first', (v) => `siwe_session=${v.forged}; siwe_session=${v.own}`],
  ['an ended one second', (v) => `siwe_session=${v.own}; siwe_session=${v.ended}`],
  ['an expired one first', (v) => `siwe_session=${v.expired}; siwe_session=${v.own}`],
  [
    'three: attacker, forged, own',
    (v) => `siwe_session=${v.attacker}; siwe_session=${v.forged}; siwe_session=${v.own}`,
  ],
  ['the https name beside it over http', (v) => `${SECURE_SESSION_COOKIE}=${v.attacker}; siwe_session=${v.own}`],
]

describe('a session cookie planted beside the person’s (http: siwe_session)', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi()
  })

  it.each(headers)(
    'cookie header %s: /session names nobody else; logout is 204 only once every named session ended',
    async (_, header) => {
      const values = await cast(api)
      const cookie = header(values)
      const reported = await signedInAs(api, cookie)
      expect(reported).not.toBe(bob.address)
      // Two cookies that could be the session's: nothing says which is the browser's own, so neither is read.
      if (!cookie.startsWith(SECURE_SESSION_COOKIE)) expect(reported).toBeUndefined()
      const reply = await api.call('logout', cookie)
      expect(reply.status).toBe(204)
      expect(await signedInAs(api, `siwe_session=${values.own}`)).toBeUndefined()
      // Every session the header named has ended, the attacker's too when he planted his own.
      if (cookie.includes(values.attacker))
        expect(await signedInAs(api, `siwe_session=${values.attacker}`)).toBeUndefined()
    },
  )

  it.each(plantings)('planted %s: /session never reports it, and its answer expires it', async (_, plant) => {
    const { values, jar } = await plantedJar(api, plant)
    const first = await api.call('session', jar.header(HOST, '/api/siwe/session'))
    expect(json(first)).not.toMatchObject({ address: bob.address })
    apply(jar, first)
    // What /session receives now is the person's own cookie, and it works.
    expect(jar.header(HOST, '/api/siwe/session')).toBe(`siwe_session=${values.own}`)
    expect(await signedInAs(api, jar.header(HOST, '/api/siwe/session'))).toBe(alice.address)
  })

  it.each(plantings)(
    'planted %s: logout answers 204 only when the person’s session no longer works, and clears every copy',
    async (_, plant) => {
      const { values, jar } = await plantedJar(api, plant)
      const reply = await api.call('logout', jar.header(HOST, '/api/siwe/logout'))
      expect(reply.status).toBe(204)
      expect(await signedInAs(api, `siwe_session=${values.own}`)).toBeUndefined()
      apply(jar, reply)
      expect(sessionCookiesOf(jar)).toEqual([])
    },
  )

  it.each(plantings)(
    'planted %s: signing in again replaces the person’s cookie; the planted ones are expired by then or by the next /session',
    async (_, plant) => {
      const { jar } = await plantedJar(api, plant)
      const again = await api.signIn(alice, jar.header(HOST, '/api/siwe/verify'))
      apply(jar, again)
      const first = await api.call('session', jar.header(HOST, '/api/siwe/session'))
      expect(json(first)).not.toMatchObject({ address: bob.address })
      apply(jar, first)
      expect(jar.header(HOST, '/api/siwe/session')).toBe(`siwe_session=${api.valueOf(again)}`)
      expect(await signedInAs(api, jar.header(HOST, '/api/siwe/session'))).toBe(alice.address)
    },
  )

  it('a store that cannot delete the person’s session makes logout 503, never 204, even when the planted one ended', async () => {
    const values = await cast(api)
    const [ownId] = values.own.split('.')
    const deleteSession = api.store.deleteSession
    api.store.deleteSession = (id) =>
      id === ownId ? Promise.reject(new StoreUnavailableError('connection refused')) : deleteSession.call(api.store, id)
    try {
      for (const cookie of [
        `siwe_session=${values.attacker}; siwe_session=${values.own}`,
        `siwe_session=${values.own}; siwe_session=${values.attacker}`,
      ]) {
        const reply = await api.call('logout', cookie)
        expect(reply.status, cookie).toBe(503)
        expect(setCookies(reply)).toEqual([])
      }
    } finally {
      api.store.deleteSession = deleteSession
    }
    expect(await signedInAs(api, `siwe_session=${values.own}`)).toBe(alice.address)
    // The planted session ended all the same: the store could be told about it.
    expect(await signedInAs(api, `siwe_session=${values.attacker}`)).toBeUndefined()
  })

  it('one session cookie alone, as the server wrote it, still reads (no Set-Cookie) and signs out', async () => {
    const values = await cast(api)
    const cookie = `siwe_session=${values.own}`
    const session = await api.call('session', cookie)
    expect(json(session)).toEqual({ authenticated: true, address: alice.address, chainId: 31337 })
    expect(setCookies(session)).toEqual([])
    const reply = await api.call('logout', cookie)
    expect(reply.status).toBe(204)
    // Its own cookie first; then every copy a page could have planted for a path under the API or a parent domain.
    const clears = setCookies(reply)
    expect(clears[0]).toBe('siwe_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
    expect(clears).toContain('siwe_session=; Path=/api/siwe/session; HttpOnly; SameSite=Lax; Max-Age=0')
    expect(clears).toContain('siwe_session=; Path=/; Domain=example.test; HttpOnly; SameSite=Lax; Max-Age=0')
    expect(clears.every((clear) => clear.endsWith('Max-Age=0'))).toBe(true)
    // A spelling the server never writes is not read; sign-out still ends the session its value names (which
    // harms only whoever gave that value away).
    const other = await cast(api)
    expect(await signedInAs(api, `SIWE_SESSION=${other.own}`)).toBeUndefined()
    expect((await api.call('logout', `SIWE_SESSION=${other.attacker}`)).status).toBe(204)
    expect(await signedInAs(api, `siwe_session=${other.attacker}`)).toBeUndefined()
  })
})

describe('a header full of spellings', () => {
  it('300 spellings of the name make an answer of a bounded size, not 300 times the clears', async () => {
    const api = await startApi()
    const spelling = (bits: number) =>
      [...SESSION_COOKIE].map((char, index) => ((bits >> index) & 1 ? char.toUpperCase() : char)).join('')
    const cookie = Array.from({ length: 300 }, (_, index) => `${spelling(index + 1)}=x`).join('; ')
    const reply = await api.call('logout', cookie)
    expect(reply.status).toBe(401)
    expect(setCookies(reply).length).toBeLessThanOrEqual(1 + 6 * 9 * 2)
  })
})

describe('a Host header of many labels', () => {
  it('makes a bounded answer: the parent domains cleared are a few, however long the name', async () => {
    const api = await startApi()
    for (const labels of [3, 40, 1000]) {
      const host = `${'a.'.repeat(labels)}example.test`
      const reply = await send(`${api.url}/api/siwe/logout`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', cookie: 'SIWE_SESSION=x; siwe_session=y' },
        body: '{}',
      })
      expect(setCookies(reply).length, `${labels} labels`).toBeLessThanOrEqual(1 + 6 * 9 * 5)
      expect(reply.body.length + JSON.stringify(reply.headers).length, `${labels} labels`).toBeLessThan(64 * 1024)
    }
  })
})

describe('over https the cookie is __Host-siwe_session: a sibling cannot plant its twin', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi({ https: true })
  })

  it('sign-in sets a Secure, Path=/, Domain-less __Host- cookie', async () => {
    const reply = await api.signIn(alice)
    expect(setCookies(reply)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${SECURE_SESSION_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400; Secure$`,
        ),
      ),
    ])
  })

  it('a planted siwe_session (any path, any domain) is never read, is expired, and logout ends every session named', async () => {
    const values = await cast(api)
    const jar = createCookieJar()
    apply(jar, values.person, true)
    jar.set(`siwe_session=${values.attacker}; Domain=example.test; Path=/`, SIBLING, true)
    jar.set(`siwe_session=${values.attacker}; Path=/api/siwe`, HOST, true)
    // The browser drops a __Host- cookie with a Domain, or from plain http.
    jar.set(`${SECURE_SESSION_COOKIE}=${values.attacker}; Domain=example.test; Path=/; Secure`, SIBLING, true)
    jar.set(`${SECURE_SESSION_COOKIE}=${values.attacker}; Path=/`, HOST, false)
    const session = await api.call('session', jar.header(HOST, '/api/siwe/session', true))
    expect(json(session)).toEqual({ authenticated: true, address: alice.address, chainId: 31337 })
    apply(jar, session, true)
    expect(sessionCookiesOf(jar).map(({ name }) => name)).toEqual([SECURE_SESSION_COOKIE])
    // A planted siwe_session alone (the person signed out) does not sign the browser in as the attacker.
    expect(await signedInAs(api, `siwe_session=${values.attacker}`)).toBeUndefined()
    const reply = await api.call('logout', `siwe_session=${values.attacker}; ${SECURE_SESSION_COOKIE}=${values.own}`)
    expect(reply.status).toBe(204)
    expect(await signedInAs(api, `${SECURE_SESSION_COOKIE}=${values.own}`)).toBeUndefined()
  })

  it("a name with a no-break space before it ('\\xa0__Host-siwe_session', which a sibling can set) is never read", async () => {
    const values = await cast(api)
    expect(await signedInAs(api, `\xa0${SECURE_SESSION_COOKIE}=${values.attacker}`)).toBeUndefined()
    expect(await signedInAs(api, `${SECURE_SESSION_COOKIE}\xa0=${values.attacker}`)).toBeUndefined()
    // Spaces and tabs are what a Cookie header may put around a name: still the person's own.
    expect(await signedInAs(api, ` \t${SECURE_SESSION_COOKIE}=${values.own}`)).toBe(alice.address)
  })

  it('refuses a message for the http origin: it was shown on a page someone on the network could serve', async () => {
    const nonce = json<{ nonce: string }>(await api.call('nonce', '')).nonce
    for (const fields of [{ uri: `http://${HOST}` }, { uri: `https://${HOST}`, scheme: 'http' }]) {
      const body = await signedBody(api.url, nonce, alice, { domain: HOST, ...fields })
      const reply = await send(`${api.url}/api/siwe/verify`, {
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body,
      })
      expect(reply.status, JSON.stringify(fields)).toBe(400)
      expect(json<{ error: string }>(reply).error).toBe(
        'This site is served over https: the message must name its https origin',
      )
    }
  })
})

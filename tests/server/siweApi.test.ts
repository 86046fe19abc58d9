// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { freePort } from '../e2e/harness/ports.ts'
import {
  createSiweHandler,
  NONCE_TTL_MS,
  rpcVerifier,
  SESSION_COOKIE,
  siweHandlerFromEnv,
} from '../../server/siwe/index.ts'

const mnemonic = devMnemonic
const alice = mnemonicToAccount(mnemonic, { addressIndex: 0 })
const bob = mnemonicToAccount(mnemonic, { addressIndex: 1 })

let anvil: AnvilInstance
let server: Server
let base: string
let host: string
let clock = Date.now()

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  // Limits off: this file checks the API's answers; tests/server checks the limits.
  const handler = createSiweHandler({ verifier: rpcVerifier(anvil.url), now: () => clock, rateLimits: false })
  server = createServer((request, response) => {
    void Promise.resolve(handler(request, response, new URL(request.url ?? '/', 'http://localhost'))).then(
      (handled) => {
        if (!handled) response.writeHead(404).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  base = `http://${host}/api/siwe`
}, 60_000)

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await anvil?.stop()
})

async function nonce(): Promise<string> {
  const response = await fetch(`${base}/nonce`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { nonce: string }).nonce
}

type MessageFields = Partial<Parameters<typeof createSiweMessage>[0]>
async function signedBody(fields: MessageFields = {}, signer = alice) {
  const message = createSiweMessage({
    domain: host,
    uri: `http://${host}`,
    address: alice.address,
    chainId: 31337,
    nonce: await nonce(),
    version: '1',
    issuedAt: new Date(clock),
    statement: 'Sign in to verify that you own this account.',
    ...fields,
  })
  return { message, signature: await signer.signMessage({ message }) }
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function expectRefused(response: Response, status: number, error: RegExp) {
  expect(response.status).toBe(status)
  expect(response.headers.get('set-cookie')).toBeNull()
  expect(((await response.json()) as { error: string }).error).toMatch(error)
}

/** node:http, because fetch will not send a Host header of our choosing. */
function rawRequest(
  target: Server,
  hostHeader: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const { port } = target.address() as AddressInfo
  const data = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: hostHeader, ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }))
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}
const rawPost = (target: Server, hostHeader: string, body: unknown) =>
  rawRequest(target, hostHeader, 'POST', '/api/siwe/verify', body)
const rawGet = async (target: Server, hostHeader: string, path: string) =>
  (await rawRequest(target, hostHeader, 'GET', path)).body

describe('SIWE API: verify', () => {
  it('a valid signature opens an httpOnly SameSite=Lax session that logout ends', async () => {
    const response = await post('verify', await signedBody())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ address: alice.address, chainId: 31337 })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400$`),
    )
    const cookie = setCookie.split(';')[0] ?? ''

    const session = await fetch(`${base}/session`, { headers: { cookie } })
    expect(await session.json()).toEqual({ authenticated: true, address: alice.address, chainId: 31337 })

    const logout = await post('logout', {}, { cookie })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`),
    )
    expect(await (await fetch(`${base}/session`)).json()).toEqual({ authenticated: false })
  })

  it('a tampered or forged session cookie is no session', async () => {
    const cookie = ((await post('verify', await signedBody())).headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const [payload, mac] = cookie.slice(SESSION_COOKIE.length + 1).split('.')
    const forged = Buffer.from(
      JSON.stringify({ address: bob.address, chainId: 31337, expiresAt: clock + 1e9 }),
    ).toString('base64url')
    for (const value of [`${forged}.${mac}`, `${payload}.${mac}x`, `${payload}`, 'garbage']) {
      const session = await fetch(`${base}/session`, { headers: { cookie: `${SESSION_COOKIE}=${value}` } })
      expect(await session.json()).toEqual({ authenticated: false })
    }
  })

  it('a nonce works once: the replay gets 401', async () => {
    const body = await signedBody()
    expect((await post('verify', body)).status).toBe(200)
    await expectRefused(await post('verify', body), 401, /^Nonce unknown or already used$/)
  })

  it('a nonce older than 5 minutes gets 401, and stays refused', async () => {
    const body = await signedBody()
    clock += NONCE_TTL_MS + 1
    try {
      await expectRefused(await post('verify', body), 401, /^Nonce expired/)
      await expectRefused(await post('verify', body), 401, /^Nonce expired/)
    } finally {
      clock -= NONCE_TTL_MS + 1
    }
  })

  it('a nonce the server never issued gets 401', async () => {
    const message = createSiweMessage({
      domain: host,
      uri: `http://${host}`,
      address: alice.address,
      chainId: 31337,
      nonce: 'abcdef0123456789',
      version: '1',
    })
    await expectRefused(
      await post('verify', { message, signature: await alice.signMessage({ message }) }),
      401,
      /^Nonce unknown/,
    )
  })

  it('another domain, or a URI outside the domain, gets 401', async () => {
    await expectRefused(
      await post('verify', await signedBody({ domain: 'evil.example', uri: 'https://evil.example' })),
      401,
      /domain evil\.example is not this site/,
    )
    await expectRefused(
      await post('verify', await signedBody({ uri: 'https://evil.example/login' })),
      401,
      /does not belong to domain/,
    )
  })

  it('a spoofed non-loopback Host is not trusted when no domains are configured; configured domains are', async () => {
    const body = await signedBody({ domain: 'app.example', uri: 'https://app.example' })
    const spoofed = await rawPost(server, 'app.example', body)
    expect(spoofed).toMatchObject({ status: 401, body: { error: 'Message domain app.example is not this site' } })

    const configured = createSiweHandler({ verifier: rpcVerifier(anvil.url), domains: ['app.example'] })
    const other = createServer(
      (request, response) => void configured(request, response, new URL(request.url ?? '/', 'http://x')),
    )
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const otherNonce = ((await rawGet(other, 'app.example', '/api/siwe/nonce')) as { nonce: string }).nonce
      const message = createSiweMessage({
        domain: 'app.example',
        uri: 'https://app.example',
        address: alice.address,
        chainId: 31337,
        nonce: otherNonce,
        version: '1',
      })
      const accepted = await rawPost(other, 'app.example', { message, signature: await alice.signMessage({ message }) })
      expect(accepted).toMatchObject({ status: 200, body: { address: alice.address, chainId: 31337 } })
      const local = await signedBody()
      expect(await rawPost(other, host, local)).toMatchObject({ status: 401, body: { error: /^Nonce unknown/ } })
    } finally {
      other.closeAllConnections()
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('another chain gets 401', async () => {
    await expectRefused(
      await post('verify', await signedBody({ chainId: 1 })),
      401,
      /chain 1 is not a chain this site signs in on \(31337\)/,
    )
  })

  it('an expired or not-yet-valid message gets 401', async () => {
    await expectRefused(
      await post(
        'verify',
        await signedBody({ issuedAt: new Date(clock - 2000), expirationTime: new Date(clock - 1000) }),
      ),
      401,
      /^Message expired$/,
    )
    await expectRefused(
      await post('verify', await signedBody({ notBefore: new Date(clock + 60_000) })),
      401,
      /^Message is not valid yet$/,
    )
  })

  it('a tampered message, or a signature by another key, gets 401', async () => {
    const body = await signedBody()
    const tampered = body.message.replace('verify that you own', 'give away')
    await expectRefused(await post('verify', { ...body, message: tampered }), 401, /^Signature does not match/)
    await expectRefused(await post('verify', await signedBody({}, bob)), 401, /^Signature does not match/)
  })
})

describe('SIWE API: strict message fields', () => {
  /** A signed body whose message line `label: …` is replaced by `label: value` (or removed when value is null). */
  async function withLine(label: string, value: string | null, fields: MessageFields = {}) {
    const { message: template } = await signedBody({
      expirationTime: new Date(clock + 60_000),
      notBefore: new Date(clock - 60_000),
      ...fields,
    })
    const message = template.replace(new RegExp(`\\n${label}: .*`), value === null ? '' : `\n${label}: ${value}`)
    expect(message).not.toBe(template)
    return { message, signature: await alice.signMessage({ message }) }
  }

  it('a time that is not RFC 3339 gets 400 with the reason, and no cookie', async () => {
    const cases: [string, string][] = [
      ['Expiration Time', 'never'],
      ['Not Before', 'whenever'],
      ['Issued At', '2999-01-01'],
      ['Issued At', '2024-02-30T10:00:00Z'],
      ['Expiration Time', '2030-01-01 10:00:00Z'],
      ['Not Before', '2024-01-01T24:00:00Z'],
    ]
    for (const [label, value] of cases)
      await expectRefused(
        await post('verify', await withLine(label, value)),
        400,
        new RegExp(`^${label} '${value}' is not an RFC 3339 time like 2030-01-31T12:00:00Z$`),
      )
  })

  it('Issued At must be there and not in the future; Expiration Time after it and within the session maximum', async () => {
    await expectRefused(
      await post('verify', await withLine('Issued At', null)),
      400,
      /^The message is not an EIP-4361 sign-in message: line \d+: expected 'Issued At: <RFC 3339 time>', found /,
    )
    await expectRefused(
      await post('verify', await signedBody({ issuedAt: new Date('2999-01-01T00:00:00Z') })),
      400,
      /^Issued At is in the future: check the device clock and sign again$/,
    )
    await expectRefused(
      await post('verify', await signedBody({ expirationTime: new Date(clock + 25 * 3600_000) })),
      400,
      /^Expiration Time may be at most 86400 s after Issued At on this site$/,
    )
    await expectRefused(
      await post('verify', await signedBody({ issuedAt: new Date(clock), expirationTime: new Date(clock - 1) })),
      400,
      /^Expiration Time must be after Issued At$/,
    )
    const skewed = await post('verify', await signedBody({ issuedAt: new Date(clock + 30_000) }))
    expect(skewed.status).toBe(200) // a client clock half a minute ahead is fine
    const lasting = await post('verify', await signedBody({ expirationTime: new Date(clock + 3600_000 + 500) }))
    expect(lasting.status).toBe(200)
    expect(lasting.headers.get('set-cookie')).toMatch(/; Max-Age=3600(;|$)/)
  })

  it('Not Before is honoured: refused until then, accepted after', async () => {
    const body = await signedBody({ notBefore: new Date(clock + 5_000) })
    await expectRefused(await post('verify', body), 401, /^Message is not valid yet$/)
    const later = await signedBody({ issuedAt: new Date(clock), notBefore: new Date(clock - 1) })
    expect((await post('verify', later)).status).toBe(200)
  })

  it('a URI with a user name or password gets 400', async () => {
    for (const uri of [`http://user@${host}/`, `http://user:pw@${host}/`])
      await expectRefused(
        await post('verify', await signedBody({ uri })),
        400,
        /^Message URI must not carry a user name or password$/,
      )
  })
})

describe('SIWE API: malformed requests', () => {
  it('bad JSON, a non-object, missing or wrong fields get 400 with the reason', async () => {
    await expectRefused(await post('verify', '{"message": '), 400, /^Request body is not valid JSON/)
    await expectRefused(await post('verify', '[1,2]'), 400, /must be a JSON object/)
    await expectRefused(await post('verify', { signature: '0x12' }), 400, /"message" must be a non-empty string/)
    const { message } = await signedBody()
    await expectRefused(
      await post('verify', { message, signature: 'not hex' }),
      400,
      /"signature" must be a 0x-prefixed hex string/,
    )
    await expectRefused(
      await post('verify', { message: 'hello', signature: '0x1234' }),
      400,
      /not an EIP-4361 sign-in message/,
    )
    await expectRefused(
      await post('verify', { message, signature: '0x12', address: '0x0' }),
      400,
      /^Unknown field "address": send only "message" and "signature"$/,
    )
  })

  it('a non-JSON content type gets 415, an oversized body 413', async () => {
    const text = await fetch(`${base}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    await expectRefused(text, 415, /application\/json/)
    await expectRefused(
      await post('verify', { message: 'x'.repeat(20_000), signature: '0x12' }),
      413,
      /larger than 16384 bytes/,
    )
  })

  it('wrong method 405, unknown endpoint 404, cross-origin POST 403; other paths are left alone', async () => {
    const wrong = await fetch(`${base}/verify`)
    expect(wrong.headers.get('allow')).toBe('POST')
    await expectRefused(wrong, 405, /Use POST/)
    await expectRefused(await fetch(`${base}/toString`), 404, /No sign-in endpoint/)
    await expectRefused(await post('logout', {}, { origin: 'https://evil.example' }), 403, /Cross-origin/)
    expect((await fetch(`http://${host}/api/siwe-other`)).status).toBe(404)
    expect((await fetch(`http://${host}/api/siwe-other`)).headers.get('content-type')).toBeNull()
  })
})

describe('SIWE API: several chains', () => {
  it('accepts each chain it has an RPC for and names them all when refusing', async () => {
    const second = await startAnvil({ port: await freePort(), chainId: 137 })
    const handler = createSiweHandler({ verifier: rpcVerifier([anvil.url, second.url]) })
    const multi = createServer(
      (request, response) => void handler(request, response, new URL(request.url ?? '/', 'http://x')),
    )
    await new Promise<void>((resolve) => multi.listen(0, '127.0.0.1', resolve))
    try {
      const multiHost = `127.0.0.1:${(multi.address() as AddressInfo).port}`
      const attempt = async (chainId: number) => {
        const { nonce } = (await rawGet(multi, multiHost, '/api/siwe/nonce')) as { nonce: string }
        const message = createSiweMessage({
          domain: multiHost,
          uri: `http://${multiHost}`,
          address: bob.address,
          chainId,
          nonce,
          version: '1',
        })
        return rawPost(multi, multiHost, { message, signature: await bob.signMessage({ message }) })
      }
      expect(await attempt(137)).toMatchObject({ status: 200, body: { address: bob.address, chainId: 137 } })
      expect(await attempt(31337)).toMatchObject({ status: 200, body: { chainId: 31337 } })
      expect(await attempt(10)).toMatchObject({
        status: 401,
        body: { error: 'Message chain 10 is not a chain this site signs in on (31337, 137)' },
      })
    } finally {
      multi.closeAllConnections()
      await new Promise((resolve) => multi.close(resolve))
      await second.stop()
    }
  })
})

describe('SIWE API: configuration from the environment', () => {
  it("defaults to the app's own RPC URLs and skips a node that does not answer", async () => {
    const deadPort = await freePort()
    const handler = siweHandlerFromEnv({
      VITE_LOCAL_RPC_URL: anvil.url,
      VITE_RPC_URLS: JSON.stringify({ 137: `http://127.0.0.1:${deadPort}` }),
    })
    const fromEnv = createServer(
      (request, response) => void handler(request, response, new URL(request.url ?? '/', 'http://x')),
    )
    await new Promise<void>((resolve) => fromEnv.listen(0, '127.0.0.1', resolve))
    try {
      const envHost = `127.0.0.1:${(fromEnv.address() as AddressInfo).port}`
      const attempt = async (chainId: number) => {
        const { nonce } = (await rawGet(fromEnv, envHost, '/api/siwe/nonce')) as { nonce: string }
        const message = createSiweMessage({
          domain: envHost,
          uri: `http://${envHost}`,
          address: alice.address,
          chainId,
          nonce,
          version: '1',
        })
        return rawPost(fromEnv, envHost, { message, signature: await alice.signMessage({ message }) })
      }
      expect(await attempt(31337)).toMatchObject({ status: 200 })
      // The dead node's chain id is unknown, so whether 137 is served cannot be told: an outage, not a refusal.
      expect(await attempt(137)).toMatchObject({
        status: 502,
        body: {
          error:
            'Could not reach the chain to verify the signature: no RPC node answered for every configured chain, so chain 137 could not be checked (one that fails is skipped for a few seconds)',
        },
      })
    } finally {
      fromEnv.closeAllConnections()
      await new Promise((resolve) => fromEnv.close(resolve))
    }
  })

  it('refuses an SIWE_RPC_URL entry that is not http(s)', () => {
    expect(() => siweHandlerFromEnv({ SIWE_RPC_URL: `${anvil.url}, ws://x` })).toThrow(
      "SIWE_RPC_URL must list http(s) URLs, got 'ws://x'",
    )
  })
})

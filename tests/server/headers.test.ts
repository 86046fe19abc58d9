import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appConnectSources, contentSecurityPolicy, securityHeadersFromEnv } from '../../server/headers.ts'
import { createSiweHandler, NO_TRUSTED_PROXIES, parseTrustedProxies, rpcVerifier } from '../../server/siwe/index.ts'
import { acceptsEncoding, startStaticServer, type RunningServer } from '../../server/static.ts'
import { send } from './helpers/siwe.ts'

const env = {
  VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545',
  VITE_RPC_URLS: JSON.stringify({ 10: 'https://op.example.org/v1/key' }),
  VITE_WS_URLS: JSON.stringify({ 10: 'wss://op-ws.example.org/socket' }),
  VITE_WC_PROJECT_ID: 'abc123',
}
const script = `export const big = ${JSON.stringify('x'.repeat(4000))}\n`
let root: string
let server: RunningServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'headers-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(600)}`)
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(root, 'assets', 'page.html'), '<!doctype html><title>page</title>')
  server = await startStaticServer({
    root,
    headers: securityHeadersFromEnv(env, parseTrustedProxies('loopback')),
    routes: [createSiweHandler({ verifier: rpcVerifier('http://127.0.0.1:9') })],
  })
})

afterAll(async () => {
  await server?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('security headers', () => {
  it('every answer (page, asset, 404, API) carries CSP, nosniff, Referrer-Policy and Permissions-Policy', async () => {
    for (const path of ['/', '/mint', '/assets/index-abc123.js', '/assets/missing.js', '/api/siwe/nonce']) {
      const reply = await send(`${server.url}${path}`)
      expect(reply.headers['content-security-policy'], path).toContain("script-src 'self';")
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff')
      expect(reply.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(reply.headers['permissions-policy'], path).toMatch(/camera=\(\)/)
      expect(reply.headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  it('the CSP allows the configured RPC and WebSocket origins, WalletConnect when configured, and Safe as a framer', async () => {
    const csp = String((await send(`${server.url}/`)).headers['content-security-policy'])
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))
    expect(directive('connect-src')).toMatch(/^connect-src 'self' http:\/\/127\.0\.0\.1:8545 /)
    expect(directive('connect-src')).toContain(' https://op.example.org ')
    expect(directive('connect-src')).toContain('wss://op-ws.example.org')
    expect(directive('connect-src')).toContain('wss://*.walletconnect.org')
    expect(directive('img-src')).toBe("img-src 'self' data: https:")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self' https://app.safe.global")
    expect(csp).toContain("object-src 'none'")
  })

  it('a WalletConnect relay of one’s own (VITE_WC_RELAY_URL) is an allowed connect source', () => {
    expect(appConnectSources({ VITE_WC_RELAY_URL: 'ws://127.0.0.1:4567' })).toContain('ws://127.0.0.1:4567')
    expect(appConnectSources({})).not.toContain('ws://127.0.0.1:4567')
  })

  it('without a local chain the public RPCs of the chain set (and mainnet for ENS) are allowed; no WalletConnect without a project id', () => {
    const sources = appConnectSources({})
    expect(sources).toEqual(
      expect.arrayContaining([
        'https://mainnet.optimism.io',
        'https://rpc.zora.energy',
        new URL(mainnet.rpcUrls.default.http[0]).origin,
      ]),
    )
    expect(contentSecurityPolicy({ connectSources: sources, walletConnect: false, frameAncestors: [] })).not.toContain(
      'walletconnect',
    )
  })

  it('FRAME_ANCESTORS replaces the list; a malformed entry stops the server from starting', () => {
    const headers = securityHeadersFromEnv(
      { FRAME_ANCESTORS: 'https://a.example https://b.example:8443' },
      NO_TRUSTED_PROXIES,
    )
    expect(headers({ headers: {}, socket: {} } as never)['content-security-policy']).toContain(
      "frame-ancestors 'self' https://a.example https://b.example:8443;",
    )
    expect(() =>
      securityHeadersFromEnv({ FRAME_ANCESTORS: 'https://a.example; script-src *' }, NO_TRUSTED_PROXIES),
    ).toThrow(/FRAME_ANCESTORS must list origins/)
  })

  it('HSTS only when a trusted proxy says https', async () => {
    const viaProxy = await send(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const untrusted = await startStaticServer({ root, headers: securityHeadersFromEnv(env, NO_TRUSTED_PROXIES) })
    try {
      expect(
        (await send(`${untrusted.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers[
          'strict-transport-security'
        ],
      ).toBeUndefined()
    } finally {
      await untrusted.close()
    }
  })
})

describe('caching and requests', () => {
  it('HTML is never cached immutable; hashed assets are', async () => {
    expect((await send(`${server.url}/`)).headers['cache-control']).toBe('no-cache')
    expect((await send(`${server.url}/assets/page.html`)).headers['cache-control']).toBe('no-cache')
    expect((await send(`${server.url}/assets/index-abc123.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('a missing /assets/ path is a 404, never index.html (with or without an extension)', async () => {
    for (const path of ['/assets/missing-123.js', '/assets/gone', '/assets/']) {
      const reply = await send(`${server.url}${path}`)
      expect(reply.status, path).toBe(404)
      expect(reply.body, path).toBe('Not found')
      expect(reply.headers['cache-control'], path).toBe('no-store')
    }
  })

  it("'gzip;q=0' is honoured", async () => {
    const refused = await send(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(script)
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false)
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false)
    expect(acceptsEncoding('br, *;q=0.1', 'gzip')).toBe(true)
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true)
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true)
    expect(acceptsEncoding('br', 'gzip')).toBe(false)
    expect(acceptsEncoding('br', 'br')).toBe(true)
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false)
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false)
  })

  it('a request with two Host headers is a 400', async () => {
    const { port } = new URL(server.url)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
      )
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('more than one Host header')
  })
})

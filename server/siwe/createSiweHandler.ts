/**
 * The sign-in API (EIP-4361), mounted under /api/siwe by `npm run serve` and by Vite in development:
 *   GET  /api/siwe/nonce    → { nonce }                        random, single use, 5 minutes
 *   POST /api/siwe/verify   { message, signature } → { address, chainId } + session cookie, or 400/401 { error }
 *   GET  /api/siwe/session  → { authenticated: true, address, chainId } | { authenticated: false }
 *   POST /api/siwe/logout   → 204, cookie cleared
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RouteHandler } from '../static.ts'
import { assertSameOrigin, isHttps, sendEmpty, sendJson, SiweHttpError } from './http.ts'
import { createNonceStore, type NonceStore } from './nonceStore.ts'
import { readJsonBody } from './readJsonBody.ts'
import { createSessionCookies } from './sessionCookie.ts'
import { verifySiwe, type SiweVerifier } from './verifySiwe.ts'

export const SIWE_API_BASE = '/api/siwe'

export interface SiweHandlerOptions {
  readonly verifier: SiweVerifier
  /** Domains messages may name (host[:port]); default: the request's host, and only when it is loopback. */
  readonly domains?: readonly string[]
  /** HMAC key for session cookies; default a random per-process key. */
  readonly secret?: string
  readonly nonces?: NonceStore
  readonly now?: () => number
}

type Endpoint = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void

export function createSiweHandler(options: SiweHandlerOptions): RouteHandler {
  const now = options.now ?? Date.now
  const nonces = options.nonces ?? createNonceStore({ now })
  const cookies = createSessionCookies({ secret: options.secret, now })
  const allowedDomainFor = (request: IncomingMessage) => (domain: string): boolean =>
    options.domains ? options.domains.includes(domain) : domain === request.headers.host && isLoopbackHost(domain)

  const endpoints: Record<string, { method: 'GET' | 'POST'; run: Endpoint }> = {
    nonce: { method: 'GET', run: (_request, response) => sendJson(response, 200, { nonce: nonces.issue() }) },
    session: {
      method: 'GET',
      run(request, response) {
        const session = cookies.read(request)
        sendJson(response, 200, session ? { authenticated: true, address: session.address, chainId: session.chainId } : { authenticated: false })
      },
    },
    verify: {
      method: 'POST',
      async run(request, response) {
        const body = await readJsonBody(request)
        const account = await verifySiwe({ body, allowedDomain: allowedDomainFor(request), nonces, verifier: options.verifier, now: new Date(now()) })
        sendJson(response, 200, account, { 'set-cookie': cookies.create(account, isHttps(request)) })
      },
    },
    logout: { method: 'POST', run: (request, response) => sendEmpty(response, { 'set-cookie': cookies.clear(isHttps(request)) }) },
  }

  return async (request, response, url) => {
    if (url.pathname !== SIWE_API_BASE && !url.pathname.startsWith(`${SIWE_API_BASE}/`)) return false
    try {
      const name = url.pathname.slice(SIWE_API_BASE.length + 1)
      const endpoint = Object.hasOwn(endpoints, name) ? endpoints[name] : undefined
      if (!endpoint) throw new SiweHttpError(404, `No sign-in endpoint at ${url.pathname}`)
      if (request.method !== endpoint.method) throw new SiweHttpError(405, `Use ${endpoint.method} for ${url.pathname}`, { allow: endpoint.method })
      if (endpoint.method === 'POST') assertSameOrigin(request)
      await endpoint.run(request, response)
    } catch (error) {
      if (!(error instanceof SiweHttpError)) console.error('sign-in API error:', error)
      const failure = error instanceof SiweHttpError ? error : new SiweHttpError(500, 'Internal sign-in error')
      if (response.headersSent) response.destroy()
      else sendJson(response, failure.status, { error: failure.message }, failure.headers)
    }
    return true
  }
}

/** Without configured domains, only a server reached on loopback trusts its Host header. */
function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '')
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name)
}

/**
 * The sign-in API (EIP-4361), mounted under /api/siwe by `npm run serve` and by Vite in development:
 *   GET  /api/siwe/nonce    → { nonce }                        HMAC-signed, single use, 5 minutes
 *   POST /api/siwe/verify   { message, signature } → { address, chainId } + session cookie, or 400/401 { error }
 *   GET  /api/siwe/session  → { authenticated: true, address, chainId } | { authenticated: false }
 *   POST /api/siwe/logout   → 204 only once the store confirmed that the cookie's session ended (cookie cleared);
 *                             401 when no valid session cookie came (nothing was ended); store down: 503, cookie kept
 * nonce and verify are limited per client (429 with Retry-After); a store that cannot be reached gives 503.
 * The session cookie is `__Host-siwe_session` over https and `siwe_session` over http (sessionCookies.ts). A request
 * with a second session cookie planted beside it (another Path or Domain, another spelling) has no session for
 * /session, and logout ends the sessions of all of them; each answer expires the planted ones it can reach.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isAddressEqual, type Address } from 'viem'
import type { RouteHandler } from '../static.ts'
import { clientAddress, servedOverHttps } from './clientAddress.ts'
import { assertSameOrigin, sendEmpty, sendJson, SiweHttpError } from './http.ts'
import { createCodeCache } from './codeCache.ts'
import { DEFAULT_ERC6492_FACTORIES } from './erc6492Factories.ts'
import {
  createNodeBudget,
  DEFAULT_NODE_SHARES,
  type NodeBudgetRules,
  type NodeBudgetShares,
  type NodeCaller,
} from './nodeBudget.ts'
import { createNonces } from './nonces.ts'
import { createRateLimiter, type RateLimitRules } from './rateLimit.ts'
import { readJsonBody } from './readJsonBody.ts'
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './trustedProxies.ts'
import { pathsReaching } from './sessionCookies.ts'
import { createSessions, SESSION_TTL_MS } from './sessions.ts'
import { createMemoryStore } from './store/memoryStore.ts'
import { StoreUnavailableError, type SiweStore } from './store/types.ts'
import { verifySiwe, type NodeGate, type SiweVerifier } from './verifySiwe.ts'

export const SIWE_API_BASE = '/api/siwe'
export const SIGN_OUT_UNCONFIRMED_MESSAGE =
  'Not signed out yet: the server cannot reach its session store, so the session still works; try again shortly'
export const NO_SESSION_TO_END_MESSAGE = 'No session cookie came with this sign-out: no session was ended'
export const STORE_UNAVAILABLE_MESSAGE =
  'Sign-in is unavailable right now (its session store cannot be reached): try again shortly'

export interface SiweHandlerOptions {
  readonly verifier: SiweVerifier
  /** Domains messages may name (host[:port]); default: the request's host, and only when it is loopback. */
  readonly domains?: readonly string[]
  /** HMAC key for nonces and session cookies; default a random per-process key. Instances sharing a store share it. */
  readonly secret?: string
  /** Used nonces, sessions and rate-limit buckets; default in this process's memory. */
  readonly store?: SiweStore
  /** Per-client token buckets for nonce and verify (DEFAULT_RATE_LIMITS); false turns them off. */
  readonly rateLimits?: RateLimitRules | false
  /** Node calls verification may make, all instances together (DEFAULT_NODE_BUDGET). */
  readonly nodeBudget?: NodeBudgetRules
  /** How that budget is shared: per client, a reserve for known accounts, the wait in line (DEFAULT_NODE_SHARES). */
  readonly nodeBudgetShares?: NodeBudgetShares
  /** ERC-6492 factories simulated for accounts without code (DEFAULT_ERC6492_FACTORIES). */
  readonly erc6492Factories?: readonly Address[]
  /** The proxies in front of the server, whose X-Forwarded-For/-Proto entries count (default: none). */
  readonly trustProxy?: TrustedProxies
  /** The longest a session lasts (default SESSION_TTL_MS, 24 h); a message's expirationTime may end it sooner. */
  readonly sessionMaxMs?: number
  readonly now?: () => number
}

type Endpoint = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void

export function createSiweHandler(options: SiweHandlerOptions): RouteHandler {
  const now = options.now ?? Date.now
  const proxies = options.trustProxy ?? NO_TRUSTED_PROXIES
  const key = options.secret ? Buffer.from(options.secret, 'utf8') : randomBytes(32)
  const store = options.store ?? createMemoryStore({ now })
  const nonces = createNonces({ key, now })
  const sessions = createSessions({
    store,
    key,
    now,
    ...(options.sessionMaxMs ? { maxTtlMs: options.sessionMaxMs } : {}),
  })
  const limiter = createRateLimiter({
    store,
    trustProxy: proxies,
    now,
    ...(options.rateLimits !== undefined ? { rules: options.rateLimits } : {}),
  })
  const shares = options.nodeBudgetShares ?? DEFAULT_NODE_SHARES
  const budget = createNodeBudget({
    store,
    now,
    ...(options.nodeBudget ? { rules: options.nodeBudget } : {}),
    // The client share is a per-client limit: off with the others (load tests from one address).
    shares: options.rateLimits === false ? { ...shares, client: 1 } : shares,
  })
  const codeCache = createCodeCache(async (chainId, address, client: string) => {
    await budget.take('lookups', { client, chainId, address })
    return options.verifier.hasCode(chainId, address)
  }, now)
  const factories = options.erc6492Factories ?? DEFAULT_ERC6492_FACTORIES
  /** The node as one request may use it: its client's share pays (read only when the node is needed). */
  const gateFor = (request: IncomingMessage): NodeGate => {
    const caller = (chainId: number, address: Address): NodeCaller => ({
      client: clientAddress(request, proxies),
      chainId,
      address,
    })
    return {
      hasCode: (chainId, address) => codeCache.hasCode(chainId, address, clientAddress(request, proxies)),
      beforeCall: (chainId, address) => budget.take('calls', caller(chainId, address)),
      verified: (chainId, address) => budget.markKnown(caller(chainId, address)),
      factoryAllowed: (factory) => factories.some((allowed) => isAddressEqual(allowed, factory)),
    }
  }
  const allowedDomainFor =
    (request: IncomingMessage) =>
    (domain: string): boolean =>
      options.domains ? options.domains.includes(domain) : domain === request.headers.host && isLoopbackHost(domain)

  const endpoints: Record<string, { method: 'GET' | 'POST'; run: Endpoint }> = {
    nonce: {
      method: 'GET',
      async run(request, response) {
        await limiter.admit('nonce', request)
        sendJson(response, 200, { nonce: nonces.issue() })
      },
    },
    session: {
      method: 'GET',
      async run(request, response) {
        const secure = servedOverHttps(request, proxies)
        const session = await sessions.read(request, secure)
        const shadows = sessions.shadowClears(request, { secure, paths: cookiePaths })
        sendJson(
          response,
          200,
          session
            ? { authenticated: true, address: session.address, chainId: session.chainId }
            : { authenticated: false },
          shadows.length > 0 ? { 'set-cookie': shadows } : {},
        )
      },
    },
    verify: {
      method: 'POST',
      async run(request, response) {
        await limiter.admit('verify', request)
        const body = await readJsonBody(request)
        const { expirationTime, ...account } = await verifySiwe({
          body,
          allowedDomain: allowedDomainFor(request),
          nonces,
          store,
          verifier: options.verifier,
          gate: gateFor(request),
          now: new Date(now()),
          maxLifetimeMs: options.sessionMaxMs ?? SESSION_TTL_MS,
          https: servedOverHttps(request, proxies),
        })
        const secure = servedOverHttps(request, proxies)
        const cookie = await sessions.open(account, { secure, ...(expirationTime ? { endBy: expirationTime } : {}) })
        const shadows = sessions.shadowClears(request, { secure, paths: cookiePaths })
        sendJson(response, 200, account, { 'set-cookie': [cookie, ...shadows] })
      },
    },
    logout: {
      method: 'POST',
      async run(request, response) {
        const secure = servedOverHttps(request, proxies)
        // 204 must mean 'the session this cookie names no longer works': without one there is nothing to confirm.
        // With a planted cookie beside the browser's own, close ends every session they name, so 204 stays true.
        const ended = await sessions.close(request).catch((error: unknown) => {
          // The cookie stays: the client retries with it, and a session the store still holds is not reported ended.
          if (error instanceof StoreUnavailableError)
            throw new SiweHttpError(503, SIGN_OUT_UNCONFIRMED_MESSAGE, { 'retry-after': '5' })
          throw error
        })
        const clears = sessions.signOutCookies(request, { secure, paths: cookiePaths })
        if (!ended) throw new SiweHttpError(401, NO_SESSION_TO_END_MESSAGE, { 'set-cookie': clears })
        sendEmpty(response, { 'set-cookie': clears })
      },
    },
  }
  /** The paths a cookie planted for the API may carry: every one under which browsers send it to an endpoint. */
  const cookiePaths = pathsReaching(Object.keys(endpoints).map((name) => `${SIWE_API_BASE}/${name}`))

  return async (request, response, url) => {
    if (url.pathname !== SIWE_API_BASE && !url.pathname.startsWith(`${SIWE_API_BASE}/`)) return false
    try {
      const name = url.pathname.slice(SIWE_API_BASE.length + 1)
      const endpoint = Object.hasOwn(endpoints, name) ? endpoints[name] : undefined
      if (!endpoint) throw new SiweHttpError(404, `No sign-in endpoint at ${url.pathname}`)
      if (request.method !== endpoint.method)
        throw new SiweHttpError(405, `Use ${endpoint.method} for ${url.pathname}`, { allow: endpoint.method })
      if (endpoint.method === 'POST') assertSameOrigin(request)
      await endpoint.run(request, response)
    } catch (error) {
      const failure = toHttpError(error)
      if (failure.status === 500) console.error('sign-in API error:', error)
      if (response.headersSent) response.destroy()
      else sendJson(response, failure.status, { error: failure.message }, failure.headers)
    }
    return true
  }
}

function toHttpError(error: unknown): SiweHttpError {
  if (error instanceof SiweHttpError) return error
  // Fail closed: without the store nothing is issued, accepted or revoked half-way.
  if (error instanceof StoreUnavailableError)
    return new SiweHttpError(503, STORE_UNAVAILABLE_MESSAGE, { 'retry-after': '5' })
  return new SiweHttpError(500, 'Internal sign-in error')
}

/** Without configured domains, only a server reached on loopback trusts its Host header. */
function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '')
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name)
}

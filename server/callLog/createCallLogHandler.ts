/**
 * Signed checkpoints of the page's call log (a transparency log's signed tree head), mounted under /api/calls
 * beside the sign-in API by `npm run serve` and by Vite in development:
 *   POST /api/calls/checkpoint  { sessionId, entries: [{ seq, prevHash, hash }…] }
 *        → 200 { checkpoint: { v: 1, sessionId, seq, headHash, issuedAt }, kid, signature }
 *        when the segment extends the head the server holds for the session (extendHead.ts); 409 when it does not
 *   GET  /api/calls/keys        → the JWKS of the signing keys, current first (public, cached 5 minutes)
 * Failures answer { error } like the sign-in API: 400 malformed, 413 body too large, 415 not JSON, 403
 * cross-origin, 404, 405 (with Allow), 429 with Retry-After (checkpoint is limited per client), 503 store down.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CheckpointSegmentEntry } from '../../src/wallet/index.ts'
import type { RouteHandler } from '../static.ts'
import { assertSameOrigin, sendJson, SiweHttpError } from '../siwe/http.ts'
import { createRateLimiter, type RateLimitRules } from '../siwe/rateLimit.ts'
import { readJsonBody } from '../siwe/readJsonBody.ts'
import { createMemoryStore } from '../siwe/store/memoryStore.ts'
import { StoreUnavailableError, type SiweStore } from '../siwe/store/types.ts'
import { NO_TRUSTED_PROXIES, type TrustedProxies } from '../siwe/trustedProxies.ts'
import { CHECKPOINT_MAX_BODY_BYTES, readCheckpointRequest } from './checkpointRequest.ts'
import { extendHead } from './extendHead.ts'
import type { HeadStore, SessionHead } from './headStore.ts'
import { createMemoryHeadStore } from './memoryHeadStore.ts'
import { signCheckpoint } from './signCheckpoint.ts'
import type { SigningKeys } from './signingKeys.ts'

export const CALL_LOG_API_BASE = '/api/calls'
export const CHECKPOINTS_UNAVAILABLE_MESSAGE =
  'Checkpoints are unavailable right now (their store cannot be reached): try again shortly'

export type CheckpointRateLimits = RateLimitRules<'checkpoint'>

/**
 * Per client: a page posts a segment when entries seal (batched), so a burst covers a busy moment and several
 * tabs, the refill one post a second.
 */
export const DEFAULT_CHECKPOINT_RATE_LIMITS: CheckpointRateLimits = { checkpoint: { burst: 20, perSecond: 1 } }

/** Re-reads of a head another request moved meanwhile before giving up with 409. */
const COMPARE_AND_SET_ATTEMPTS = 4

export interface CallLogHandlerOptions {
  readonly keys: SigningKeys
  /** Heads per session; default in this process's memory. */
  readonly heads?: HeadStore
  /** Where rate-limit buckets live (the sign-in API's store, so Redis when it is); default a memory store. */
  readonly store?: SiweStore
  /** Per-client token bucket for checkpoint (DEFAULT_CHECKPOINT_RATE_LIMITS); false turns it off. */
  readonly rateLimits?: CheckpointRateLimits | false
  /** The proxies in front of the server, whose X-Forwarded-For entries count (default: none). */
  readonly trustProxy?: TrustedProxies
  readonly now?: () => number
}

type Endpoint = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void

export function createCallLogHandler(options: CallLogHandlerOptions): RouteHandler {
  const now = options.now ?? Date.now
  const { keys } = options
  const heads = options.heads ?? createMemoryHeadStore({ now })
  const limiter = createRateLimiter<'checkpoint'>({
    store: options.store ?? createMemoryStore({ now }),
    trustProxy: options.trustProxy ?? NO_TRUSTED_PROXIES,
    now,
    rules: options.rateLimits ?? DEFAULT_CHECKPOINT_RATE_LIMITS,
  })

  /** The head the segment leads to, set atomically against the head it was checked against. */
  const advance = async (sessionId: string, entries: readonly CheckpointSegmentEntry[]): Promise<SessionHead> => {
    let head = await heads.read(sessionId)
    for (let attempt = 0; attempt < COMPARE_AND_SET_ATTEMPTS; attempt++) {
      const extension = extendHead(head, entries)
      if (!extension.ok) throw new SiweHttpError(409, extension.reason)
      const result = await heads.compareAndSet(sessionId, head, extension.head)
      if (result.ok) return extension.head
      head = result.current // another request moved it: judge the segment against the head it left
    }
    throw new SiweHttpError(409, "This session's head kept changing while the segment was checked: post it again")
  }

  const endpoints: Record<string, { method: 'GET' | 'POST'; run: Endpoint }> = {
    checkpoint: {
      method: 'POST',
      async run(request, response) {
        await limiter.admit('checkpoint', request)
        const { sessionId, entries } = readCheckpointRequest(await readJsonBody(request, CHECKPOINT_MAX_BODY_BYTES))
        const head = await advance(sessionId, entries)
        sendJson(response, 200, signCheckpoint(keys, sessionId, head, new Date(now())))
      },
    },
    keys: {
      method: 'GET',
      run(_request, response) {
        // Public keys: any page may fetch them (a verifier elsewhere), and caches may keep them a while.
        sendJson(response, 200, keys.jwks, {
          'cache-control': 'public, max-age=300',
          'access-control-allow-origin': '*',
        })
      },
    },
  }

  return async (request, response, url) => {
    if (url.pathname !== CALL_LOG_API_BASE && !url.pathname.startsWith(`${CALL_LOG_API_BASE}/`)) return false
    try {
      const name = url.pathname.slice(CALL_LOG_API_BASE.length + 1)
      const endpoint = Object.hasOwn(endpoints, name) ? endpoints[name] : undefined
      if (!endpoint) throw new SiweHttpError(404, `No call-log endpoint at ${url.pathname}`)
      if (request.method !== endpoint.method)
        throw new SiweHttpError(405, `Use ${endpoint.method} for ${url.pathname}`, { allow: endpoint.method })
      if (endpoint.method === 'POST') assertSameOrigin(request)
      await endpoint.run(request, response)
    } catch (error) {
      const failure = toHttpError(error)
      if (failure.status === 500) console.error('call-log API error:', error)
      if (response.headersSent) response.destroy()
      else sendJson(response, failure.status, { error: failure.message }, failure.headers)
    }
    return true
  }
}

function toHttpError(error: unknown): SiweHttpError {
  if (error instanceof SiweHttpError) return error
  // Fail closed: nothing is signed that the store did not record.
  if (error instanceof StoreUnavailableError)
    return new SiweHttpError(503, CHECKPOINTS_UNAVAILABLE_MESSAGE, { 'retry-after': '5' })
  return new SiweHttpError(500, 'Internal call-log error')
}

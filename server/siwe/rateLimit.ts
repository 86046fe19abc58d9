import type { IncomingMessage } from 'node:http'
import { clientAddress } from './clientAddress.ts'
import { SiweHttpError } from './http.ts'
import type { BucketRule, SiweStore } from './store/types.ts'
import type { TrustedProxies } from './trustedProxies.ts'

export type RateLimitedEndpoint = 'nonce' | 'verify'
/** A token bucket per limited endpoint (the sign-in API's by default; the call-log API names its own). */
export type RateLimitRules<Endpoint extends string = RateLimitedEndpoint> = Readonly<Record<Endpoint, BucketRule>>

/**
 * Per-client defaults: a visitor needs one nonce and one verify per sign-in; a burst covers retries and
 * several tabs, the refill a steady one sign-in every few seconds.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  nonce: { burst: 20, perSecond: 1 },
  verify: { burst: 10, perSecond: 0.5 },
}

export interface RateLimiter<Endpoint extends string = RateLimitedEndpoint> {
  /** Takes a token for this client; throws 429 with Retry-After (seconds) when there is none. */
  admit(endpoint: Endpoint, request: IncomingMessage): Promise<void>
}

/**
 * Buckets live in the store (`<endpoint>:<client>`), so instances sharing Redis share them. `rules` defaults to
 * DEFAULT_RATE_LIMITS; an API with endpoints of its own passes their rules; false turns the limits off.
 */
export function createRateLimiter<Endpoint extends string = RateLimitedEndpoint>(options: {
  store: SiweStore
  rules?: RateLimitRules<Endpoint> | false
  trustProxy: TrustedProxies
  now: () => number
}): RateLimiter<Endpoint> {
  const { store, trustProxy, now } = options
  const rules: Readonly<Partial<Record<string, BucketRule>>> | false = options.rules ?? DEFAULT_RATE_LIMITS
  return {
    async admit(endpoint, request) {
      const rule = rules === false ? undefined : rules[endpoint]
      if (!rule) return
      const answer = await store.takeToken(`${endpoint}:${clientAddress(request, trustProxy)}`, rule, now())
      if (answer.allowed) return
      const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000))
      throw new SiweHttpError(429, `Too many requests: try again in ${seconds} s`, { 'retry-after': String(seconds) })
    },
  }
}

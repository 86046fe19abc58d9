import type { IncomingMessage } from 'node:http'
import { clientAddress } from './clientAddress.ts'
import { SiweHttpError } from './http.ts'
import type { BucketRule, SiweStore } from './store/types.ts'
import type { TrustedProxies } from './trustedProxies.ts'

export type RateLimitedEndpoint = 'nonce' | 'verify'
export type RateLimitRules = Readonly<Record<RateLimitedEndpoint, BucketRule>>

/**
 * Per-client defaults: a visitor needs one nonce and one verify per sign-in; a burst covers retries and
 * several tabs, the refill a steady one sign-in every few seconds.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  nonce: { burst: 20, perSecond: 1 },
  verify: { burst: 10, perSecond: 0.5 },
}

export interface RateLimiter {
  /** Takes a token for this client; throws 429 with Retry-After (seconds) when there is none. */
  admit(endpoint: RateLimitedEndpoint, request: IncomingMessage): Promise<void>
}

export function createRateLimiter(options: {
  store: SiweStore
  rules?: RateLimitRules | false
  trustProxy: TrustedProxies
  now: () => number
}): RateLimiter {
  const { store, rules, trustProxy, now } = options
  return {
    async admit(endpoint, request) {
      const rule = rules === false ? undefined : (rules ?? DEFAULT_RATE_LIMITS)[endpoint]
      if (!rule) return
      const answer = await store.takeToken(`${endpoint}:${clientAddress(request, trustProxy)}`, rule, now())
      if (answer.allowed) return
      const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000))
      throw new SiweHttpError(429, `Too many requests: try again in ${seconds} s`, { 'retry-after': String(seconds) })
    },
  }
}

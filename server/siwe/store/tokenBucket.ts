import type { BucketAnswer, BucketRule } from './types.ts'

export type Bucket = { tokens: number; at: number }

/**
 * One token-bucket step: refill for the time since `bucket.at`, then take a token if one is whole.
 * The Redis store runs the same arithmetic in Lua (store/redisScripts.ts).
 */
export function takeFromBucket(
  bucket: Bucket | undefined,
  rule: BucketRule,
  now: number,
): { bucket: Bucket; answer: BucketAnswer } {
  const elapsedSeconds = bucket ? Math.max(0, now - bucket.at) / 1000 : 0
  const tokens = bucket ? Math.min(rule.burst, bucket.tokens + elapsedSeconds * rule.perSecond) : rule.burst
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, answer: { allowed: true } }
  const retryAfterMs = Math.ceil(((1 - tokens) / rule.perSecond) * 1000)
  return { bucket: { tokens, at: now }, answer: { allowed: false, retryAfterMs } }
}

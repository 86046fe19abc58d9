import type { Address } from 'viem'
import { makeRoomForBucket } from './bucketEviction.ts'
import { takeFromBucket, type Bucket } from './tokenBucket.ts'
import { assertSessionEnds, type SiweStore, type StoredSession } from './types.ts'

export const MAX_USED_NONCES = 1_000_000
const MAX_BUCKETS = 100_000
const MAX_KNOWN = 100_000
const SWEEP_EVERY = 1_000

/**
 * The embedded store of one process. Memory stays bounded: used nonces, sessions and known accounts are dropped when
 * they expire, full buckets are forgotten. Past MAX_USED_NONCES the oldest used nonce is forgotten early, and
 * from then on every nonce expiring no later than it is refused as used: no replay, and no lockout either,
 * since a fresh nonce always expires later (a flood only shortens the time a visitor has to sign).
 */
export function createMemoryStore(
  options: { now?: () => number; maxUsedNonces?: number; maxBuckets?: number } = {},
): SiweStore {
  const now = options.now ?? Date.now
  const maxUsedNonces = options.maxUsedNonces ?? MAX_USED_NONCES
  const maxBuckets = options.maxBuckets ?? MAX_BUCKETS
  const startedAt = now()
  const usedNonces = new Map<string, number>()
  const sessions = new Map<string, StoredSession>()
  const sessionsByAddress = new Map<Address, Set<string>>()
  const buckets = new Map<string, Bucket & { fullAt: number }>()
  const knownKeys = new Map<string, number>()
  let writes = 0
  /** The latest expiry among used nonces forgotten before their time. */
  let forgottenUpTo = 0

  const forgetSession = (session: StoredSession): void => {
    sessions.delete(session.id)
    const ids = sessionsByAddress.get(session.address)
    ids?.delete(session.id)
    if (ids?.size === 0) sessionsByAddress.delete(session.address)
  }

  // Amortised clean-up: one full pass every SWEEP_EVERY writes keeps each write O(1) on average.
  const sweepSometimes = (): void => {
    if (++writes % SWEEP_EVERY !== 0) return
    const time = now()
    for (const [nonce, expiresAt] of usedNonces) if (expiresAt <= time) usedNonces.delete(nonce)
    for (const session of sessions.values()) if (session.expiresAt <= time) forgetSession(session)
    for (const [key, bucket] of buckets) if (bucket.fullAt <= time) buckets.delete(key)
    for (const [key, until] of knownKeys) if (until <= time) knownKeys.delete(key)
  }

  return {
    async markNonceUsed(nonce, expiresAt) {
      sweepSometimes()
      const known = usedNonces.get(nonce)
      if (known !== undefined && known > now()) return false
      if (expiresAt <= forgottenUpTo) return false // it might be one of those forgotten
      if (usedNonces.size >= maxUsedNonces) {
        const oldest = usedNonces.entries().next().value
        if (oldest) {
          usedNonces.delete(oldest[0])
          forgottenUpTo = Math.max(forgottenUpTo, oldest[1])
        }
      }
      usedNonces.set(nonce, expiresAt)
      return true
    },
    rememberedSince: () => startedAt,
    async saveSession(session) {
      assertSessionEnds(session)
      sweepSometimes()
      sessions.set(session.id, session)
      const ids = sessionsByAddress.get(session.address) ?? new Set<string>()
      sessionsByAddress.set(session.address, ids.add(session.id))
    },
    async readSession(id) {
      const session = sessions.get(id)
      if (!session) return undefined
      if (session.expiresAt > now()) return session
      forgetSession(session)
      return undefined
    },
    async deleteSession(id) {
      const session = sessions.get(id)
      if (session) forgetSession(session)
    },
    async deleteSessionsOf(address) {
      const ids = [...(sessionsByAddress.get(address) ?? [])]
      for (const id of ids) sessions.delete(id)
      sessionsByAddress.delete(address)
      return ids.length
    },
    async takeToken(key, rule, time) {
      sweepSometimes()
      const { bucket, answer } = takeFromBucket(buckets.get(key), rule, time)
      if (!buckets.has(key)) makeRoomForBucket(buckets, time, maxBuckets)
      buckets.set(key, { ...bucket, fullAt: time + Math.ceil(((rule.burst - bucket.tokens) / rule.perSecond) * 1000) })
      return answer
    },
    async markKnown(key, until) {
      sweepSometimes()
      knownKeys.delete(key) // re-insert: the oldest mark is the first forgotten
      if (knownKeys.size >= MAX_KNOWN) {
        const oldest = knownKeys.keys().next().value
        if (oldest !== undefined) knownKeys.delete(oldest)
      }
      knownKeys.set(key, until)
    },
    async isKnown(key) {
      return (knownKeys.get(key) ?? 0) > now()
    },
    async close() {},
  }
}

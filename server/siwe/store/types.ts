/**
 * What the sign-in API keeps between requests: used nonces, sessions, rate-limit buckets and known accounts.
 * In memory by default (store/memoryStore.ts); in Redis when several instances share it (store/redisStore.ts).
 * Every method may throw StoreUnavailableError, which the API answers with 503 (fail closed).
 */
import type { Address } from 'viem'

export interface StoredSession {
  readonly id: string
  readonly address: Address
  readonly chainId: number
  /** ms since the epoch; the store forgets the session then. */
  readonly expiresAt: number
}

export interface BucketRule {
  /** Requests allowed at once (a full bucket). */
  readonly burst: number
  /** Tokens added back per second. */
  readonly perSecond: number
}

/** A token taken (allowed) or, when the bucket is empty, how long until the next one. */
export type BucketAnswer = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number }

export interface SiweStore {
  /** Records a nonce as used until `expiresAt`; true only for the first call with that nonce (atomic). */
  markNonceUsed(nonce: string, expiresAt: number): Promise<boolean>
  /**
   * The time from which this store remembers used nonces (its start, or when Redis came back empty):
   * nonces issued earlier are refused, so losing the store's memory never re-opens a used nonce.
   */
  rememberedSince(): number
  saveSession(session: StoredSession): Promise<void>
  readSession(id: string): Promise<StoredSession | undefined>
  deleteSession(id: string): Promise<void>
  /** 'Sign out everywhere': ends every session of the address; returns how many there were. */
  deleteSessionsOf(address: Address): Promise<number>
  /** Takes one token from the bucket named `key` (token bucket, refilled continuously). */
  takeToken(key: string, rule: BucketRule, now: number): Promise<BucketAnswer>
  /** Remembers `key` until `until` (ms since the epoch): e.g. an account that proved itself through the node. */
  markKnown(key: string, until: number): Promise<void>
  /** Whether `key` is remembered (markKnown) and not yet past its time. */
  isKnown(key: string): Promise<boolean>
  close(): Promise<void>
}

/** The store cannot be reached; the API answers 503 and keeps nothing half-done. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Sign-in store unavailable: ${reason}`, options)
  }
}

/** Stores keep only sessions with a real end (ms since the epoch): one without would never be swept. */
export function assertSessionEnds(session: StoredSession): void {
  if (!Number.isSafeInteger(session.expiresAt))
    throw new RangeError(`A session's expiresAt must be a whole number of ms, got ${session.expiresAt}`)
}

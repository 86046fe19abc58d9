import { randomBytes } from 'node:crypto'

export const NONCE_TTL_MS = 5 * 60 * 1000
export const MAX_PENDING_NONCES = 10_000

export type NonceCheck = 'ok' | 'expired' | 'unknown'

export interface NonceStore {
  /** A fresh random nonce (32 hex characters: EIP-4361 alphanumeric, 128 bits from the OS). */
  issue(): string
  /** Single use: the first check of a live nonce is 'ok' and removes it. */
  consume(nonce: string): NonceCheck
  readonly size: number
}

/** In-memory nonces with expiry; bounded so a flood of nonce requests cannot grow it without limit. */
export function createNonceStore(options: { ttlMs?: number; max?: number; now?: () => number } = {}): NonceStore {
  const ttlMs = options.ttlMs ?? NONCE_TTL_MS
  const max = options.max ?? MAX_PENDING_NONCES
  const now = options.now ?? Date.now
  const expiries = new Map<string, number>()

  const sweep = (): void => {
    const time = now()
    for (const [nonce, expiresAt] of expiries) if (expiresAt <= time) expiries.delete(nonce)
  }

  return {
    issue() {
      if (expiries.size >= max) sweep()
      if (expiries.size >= max) {
        // Evict the oldest pending nonce (Map keeps insertion order) rather than refuse new visitors.
        const oldest = expiries.keys().next().value
        if (oldest !== undefined) expiries.delete(oldest)
      }
      const nonce = randomBytes(16).toString('hex')
      expiries.set(nonce, now() + ttlMs)
      return nonce
    },
    consume(nonce) {
      const expiresAt = expiries.get(nonce)
      if (expiresAt === undefined) return 'unknown'
      expiries.delete(nonce)
      return expiresAt <= now() ? 'expired' : 'ok'
    },
    get size() {
      return expiries.size
    },
  }
}

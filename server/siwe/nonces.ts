import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const NONCE_TTL_MS = 5 * 60 * 1000

/** 12 hex digits of expiry (ms), 16 of randomness, 32 of HMAC: EIP-4361 alphanumeric, 60 characters. */
const NONCE_PATTERN = /^([0-9a-f]{12})([0-9a-f]{16})([0-9a-f]{32})$/

export type NonceCheck =
  | { readonly status: 'valid'; readonly issuedAt: number; readonly expiresAt: number }
  | { readonly status: 'expired' }
  | { readonly status: 'unknown' }

export interface Nonces {
  /** A fresh nonce carrying its own expiry under the server's HMAC: issuing keeps no state. */
  issue(): string
  /** 'unknown' for anything this server did not sign, 'expired' past its lifetime; use is tracked by the store. */
  check(nonce: string): NonceCheck
}

/**
 * Stateless nonces: a flood of nonce requests costs the server nothing it has to remember, so it cannot
 * push an honest visitor's nonce out. Single use is enforced by the store remembering *used* nonces.
 */
export function createNonces(options: { key: Buffer; ttlMs?: number; now?: () => number }): Nonces {
  const ttlMs = options.ttlMs ?? NONCE_TTL_MS
  const now = options.now ?? Date.now
  const mac = (body: string): string =>
    createHmac('sha256', options.key).update(`siwe-nonce:${body}`).digest('hex').slice(0, 32)

  return {
    issue() {
      const body = (now() + ttlMs).toString(16).padStart(12, '0') + randomBytes(8).toString('hex')
      return body + mac(body)
    },
    check(nonce) {
      const match = NONCE_PATTERN.exec(nonce)
      if (!match) return { status: 'unknown' }
      const [, expiry = '', random = ''] = match
      const expected = Buffer.from(mac(expiry + random))
      const given = Buffer.from(match[3] ?? '')
      if (!timingSafeEqual(given, expected)) return { status: 'unknown' }
      const expiresAt = parseInt(expiry, 16)
      if (expiresAt <= now()) return { status: 'expired' }
      return { status: 'valid', issuedAt: expiresAt - ttlMs, expiresAt }
    },
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { getAddress, type Address } from 'viem'

export const SESSION_COOKIE = 'siwe_session'
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export interface SiweSession {
  readonly address: Address
  readonly chainId: number
  /** ms since the epoch. */
  readonly expiresAt: number
}

export interface SessionCookies {
  /** The Set-Cookie value opening a session. */
  create(session: Omit<SiweSession, 'expiresAt'>, secure: boolean): string
  /** The Set-Cookie value ending it. */
  clear(secure: boolean): string
  /** The request's session, when its cookie carries a valid signature and has not expired. */
  read(request: IncomingMessage): SiweSession | undefined
}

/** HMAC-SHA256 signed session cookies: httpOnly, SameSite=Lax, Path=/. */
export function createSessionCookies(options: { secret?: string; ttlMs?: number; now?: () => number } = {}): SessionCookies {
  // A per-process secret by default: sessions end when the server restarts, which is fine for sign-in.
  const key = options.secret ? Buffer.from(options.secret, 'utf8') : randomBytes(32)
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS
  const now = options.now ?? Date.now
  const sign = (payload: string): string => createHmac('sha256', key).update(payload).digest('base64url')
  const attributes = (maxAgeSeconds: number, secure: boolean): string =>
    `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`

  return {
    create({ address, chainId }, secure) {
      const payload = Buffer.from(JSON.stringify({ address, chainId, expiresAt: now() + ttlMs })).toString('base64url')
      return `${SESSION_COOKIE}=${payload}.${sign(payload)}; ${attributes(Math.floor(ttlMs / 1000), secure)}`
    },
    clear: (secure) => `${SESSION_COOKIE}=; ${attributes(0, secure)}`,
    read(request) {
      const value = cookieValue(request.headers.cookie, SESSION_COOKIE)
      const [payload, signature, extra] = value?.split('.') ?? []
      if (!payload || !signature || extra !== undefined) return undefined
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      return parseSession(Buffer.from(payload, 'base64url').toString('utf8'), now())
    },
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

function parseSession(json: string, time: number): SiweSession | undefined {
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null) return undefined
    const { address, chainId, expiresAt } = value as Record<string, unknown>
    if (typeof address !== 'string' || typeof chainId !== 'number' || typeof expiresAt !== 'number' || expiresAt <= time) return undefined
    return { address: getAddress(address), chainId, expiresAt }
  } catch {
    return undefined
  }
}

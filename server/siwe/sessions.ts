import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import type { SiweStore, StoredSession } from './store/types.ts'

export const SESSION_COOKIE = 'siwe_session'
/** The longest a session lasts unless configured otherwise (SIWE_SESSION_MAX_SECONDS). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export interface Sessions {
  /** Opens a session in the store; returns the Set-Cookie value. It ends at `endBy` when that is sooner than the maximum. */
  open(account: { address: Address; chainId: number }, options: { secure: boolean; endBy?: Date }): Promise<string>
  /** The request's live session: the cookie's MAC must hold and the store must still have it. */
  read(request: IncomingMessage): Promise<StoredSession | undefined>
  /**
   * Deletes the session the request's cookie names from the store. false: no valid session cookie came, so no
   * session was named (and none ended). Rejects when the store cannot be told.
   */
  close(request: IncomingMessage): Promise<boolean>
  /** The Set-Cookie value that clears the session cookie. */
  clearCookie(secure: boolean): string
}

/**
 * Revocable sessions: the cookie holds only a random id (HMAC-signed, so forged ids never reach the store);
 * what it stands for lives in the store, where sign-out deletes it.
 */
export function createSessions(options: {
  store: SiweStore
  key: Buffer
  maxTtlMs?: number
  now?: () => number
}): Sessions {
  const { store, key } = options
  const maxTtlMs = options.maxTtlMs ?? SESSION_TTL_MS
  const now = options.now ?? Date.now
  const sign = (id: string): string => createHmac('sha256', key).update(`siwe-session:${id}`).digest('base64url')
  const attributes = (maxAgeSeconds: number, secure: boolean): string =>
    `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`

  const clearCookie = (secure: boolean): string => `${SESSION_COOKIE}=; ${attributes(0, secure)}`

  const idFrom = (request: IncomingMessage): string | undefined => {
    const value = cookieValue(request.headers.cookie, SESSION_COOKIE)
    const [id, signature, extra] = value?.split('.') ?? []
    if (!id || !signature || extra !== undefined) return undefined
    const expected = Buffer.from(sign(id))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
  }

  return {
    async open({ address, chainId }, { secure, endBy }) {
      const time = now()
      const expiresAt = Math.min(time + maxTtlMs, endBy?.getTime() ?? Number.POSITIVE_INFINITY)
      // Never store or send a time that is not one: a session nobody can expire, a cookie with Max-Age=NaN.
      if (!Number.isFinite(expiresAt) || expiresAt <= time)
        throw new RangeError(`A session must end at a finite time after now, got ${String(endBy)}`)
      const id = randomBytes(32).toString('base64url')
      await store.saveSession({ id, address, chainId, expiresAt })
      return `${SESSION_COOKIE}=${id}.${sign(id)}; ${attributes(Math.max(1, Math.floor((expiresAt - time) / 1000)), secure)}`
    },
    async read(request) {
      const id = idFrom(request)
      if (!id) return undefined
      const session = await store.readSession(id)
      return session && session.expiresAt > now() ? session : undefined
    },
    async close(request) {
      const id = idFrom(request)
      if (!id) return false
      await store.deleteSession(id)
      return true
    },
    clearCookie,
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

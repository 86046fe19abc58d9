import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import {
  clearSessionCookie,
  onlyOwnSessionCookie,
  readableSessionCookie,
  sessionCookiesIn,
  sessionSetCookie,
  shadowClears,
} from './sessionCookies.ts'
import type { SiweStore, StoredSession } from './store/types.ts'

export { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessionCookies.ts'
/** The longest a session lasts unless configured otherwise (SIWE_SESSION_MAX_SECONDS). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export interface Sessions {
  /**
   * Opens a session in the store; returns the Set-Cookie value (SECURE_SESSION_COOKIE when `secure`, else
   * SESSION_COOKIE). It ends at `endBy` when that is sooner than the maximum.
   */
  open(account: { address: Address; chainId: number }, options: { secure: boolean; endBy?: Date }): Promise<string>
  /**
   * The request's live session: exactly one session cookie, named as this server names it for a request over
   * https (`secure`) or not; its MAC must hold and the store must still have it. With two (one planted beside the
   * browser's own, and nothing says which) there is none.
   */
  read(request: IncomingMessage, secure?: boolean): Promise<StoredSession | undefined>
  /**
   * Deletes every session that a session cookie of the request names with a valid MAC, under either name: with a
   * planted cookie beside the browser's own, both end, so the one the browser uses has ended too. false: no valid
   * session cookie came, so no session was named (and none ended). Rejects when the store cannot be told, after
   * trying each.
   */
  close(request: IncomingMessage): Promise<boolean>
  /** The Set-Cookie value that clears the session cookie. */
  clearCookie(secure: boolean): string
  /**
   * Set-Cookie values that expire the session cookies planted beside this server's (other paths under `paths`,
   * Domain attributes, other spellings); none when the request carried only this server's own.
   */
  shadowClears(request: IncomingMessage, options: { secure: boolean; paths: readonly string[] }): string[]
  /**
   * Sign-out's Set-Cookie values: this server's cookie and every planted one it can reach, also those the request
   * did not carry (a cookie planted for another endpoint's path would otherwise be the only one left, and read).
   */
  signOutCookies(request: IncomingMessage, options: { secure: boolean; paths: readonly string[] }): string[]
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

  /** The session id a cookie value names, when its MAC holds. */
  const idOf = (value: string | undefined): string | undefined => {
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
      return sessionSetCookie(`${id}.${sign(id)}`, Math.max(1, Math.floor((expiresAt - time) / 1000)), secure)
    },
    async read(request, secure = false) {
      const id = idOf(readableSessionCookie(sessionCookiesIn(request.headers.cookie), secure))
      if (!id) return undefined
      const session = await store.readSession(id)
      return session && session.expiresAt > now() ? session : undefined
    },
    async close(request) {
      const ids = new Set(sessionCookiesIn(request.headers.cookie).flatMap(({ value }) => idOf(value) ?? []))
      const deletes = await Promise.allSettled([...ids].map((id) => store.deleteSession(id)))
      const failed = deletes.find((result): result is PromiseRejectedResult => result.status === 'rejected')
      if (failed) throw failed.reason
      return ids.size > 0
    },
    clearCookie: clearSessionCookie,
    shadowClears(request, { secure, paths }) {
      const cookies = sessionCookiesIn(request.headers.cookie)
      return onlyOwnSessionCookie(cookies, secure)
        ? []
        : shadowClears(cookies, { secure, host: request.headers.host, paths })
    },
    signOutCookies(request, { secure, paths }) {
      const cookies = sessionCookiesIn(request.headers.cookie)
      return [clearSessionCookie(secure), ...shadowClears(cookies, { secure, host: request.headers.host, paths })]
    },
  }
}

/**
 * The default sign-in adapter: EIP-4361 messages built by viem, verified by the app's own API
 * (server/siwe: GET nonce, POST verify, GET session, POST logout; the session is an httpOnly cookie).
 * A 429 or 503 with Retry-After is waited out and tried once more (retryAfter.ts). Every request ends by
 * `requestTimeoutMs` or the caller's signal, whichever comes first (siweApi.ts). `signOut` resolves only on the
 * server's 204 (the session ended); its 401 (no session cookie came) and every failure reject.
 *
 * @example
 * const adapter = createSiweAdapter({ apiBase: '/api/siwe' })
 */
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { guardedConfig } from '../errors/boundary.ts'
import { SignInApiError } from './errors.ts'
import { withRetryAfter } from './retryAfter.ts'
import { callSiweApi, readNonce, readSession, SIGN_IN_REQUEST_TIMEOUT_MS, type FetchFunction } from './siweApi.ts'
import type { SignInAdapter, SignInCallOptions } from './types.ts'

export interface SiweAdapterOptions {
  /** Where the API is mounted, e.g. '/api/siwe'. */
  readonly apiBase: string
  readonly fetch?: FetchFunction | undefined
  /** The page's host and origin by default; the server checks the domain against its own host. */
  readonly domain?: string | undefined
  readonly uri?: string | undefined
  readonly statement?: string | undefined
  /** How long a signed message stays valid (its expirationTime); default 5 minutes, the server's nonce lifetime. */
  readonly validForMs?: number | undefined
  /** How long each request (nonce, verify, session, logout) may take, answer included; default 10 s. */
  readonly requestTimeoutMs?: number | undefined
  /** Clock, for tests. */
  readonly now?: (() => Date) | undefined
}

export const DEFAULT_SIWE_STATEMENT =
  'Sign in to verify that you own this account. This does not send a transaction or cost any fee.'
export const SIWE_MESSAGE_LIFETIME_MS = 5 * 60 * 1000

/** The options are untrusted input: ones that cannot be read (a getter, a Proxy) are a WalletConfigError. */
export function createSiweAdapter(options: SiweAdapterOptions): SignInAdapter<SiweMessage> {
  return guardedConfig('createSiweAdapter', () => buildSiweAdapter(options))
}

function buildSiweAdapter(options: SiweAdapterOptions): SignInAdapter<SiweMessage> {
  const base = options.apiBase.replace(/\/+$/, '')
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? (() => new Date())
  const place = (): { domain: string; uri: string } => {
    const location = typeof window === 'undefined' ? undefined : window.location
    const domain = options.domain ?? location?.host
    const uri = options.uri ?? location?.origin
    if (!domain || !uri)
      throw new SignInApiError(0, 'The sign-in domain and URI are unknown outside a browser: pass domain and uri')
    return { domain, uri }
  }
  const timeoutMs = options.requestTimeoutMs ?? SIGN_IN_REQUEST_TIMEOUT_MS
  const get = (path: string, options: SignInCallOptions | undefined) =>
    withRetryAfter(() => callSiweApi(fetchFn, `${base}${path}`, {}, { signal: options?.signal, timeoutMs }), options)
  const post = (path: string, body: unknown, options: SignInCallOptions | undefined) =>
    withRetryAfter(
      () =>
        callSiweApi(
          fetchFn,
          `${base}${path}`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
          { signal: options?.signal, timeoutMs },
        ),
      options,
    )

  return {
    getNonce: async (callOptions) => readNonce(await get('/nonce', callOptions)),
    createMessage({ address, chainId, nonce }) {
      const issuedAt = now()
      return {
        ...place(),
        address,
        chainId,
        nonce,
        version: '1',
        statement: options.statement ?? DEFAULT_SIWE_STATEMENT,
        issuedAt,
        expirationTime: new Date(issuedAt.getTime() + (options.validForMs ?? SIWE_MESSAGE_LIFETIME_MS)),
      }
    },
    getMessageBody: ({ message }) => createSiweMessage(message),
    // A refusal (401 with the server's reason) rejects, so the reason reaches the error's cause.
    verify: async ({ message, signature }, callOptions) => {
      await post('/verify', { message: createSiweMessage(message), signature }, callOptions)
      return true
    },
    signOut: async (callOptions) => void (await post('/logout', {}, callOptions)),
    getSession: async (callOptions) => readSession(await get('/session', callOptions)),
  }
}

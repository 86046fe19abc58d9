/** A sign-out that is done or said not to be (server/siwe's logout: 204 ended, 401 no session, 503 unconfirmed). */
import { NoSessionToSignOutError, SignInApiError, SignOutUnconfirmedError } from './errors.ts'
import { MAX_RETRY_WAIT_MS, sleep } from './retryAfter.ts'
import type { SignInAdapter } from './types.ts'

/** How many times confirmSignOut calls the adapter's signOut before it reports the sign-out unconfirmed. */
export const SIGN_OUT_ATTEMPTS = 3
/** confirmSignOut's wait between attempts when the server names no Retry-After. */
export const SIGN_OUT_RETRY_MS = 5_000

export interface ConfirmSignOutOptions {
  /** Aborting it stops the retries (and the request in flight); the sign-out is then reported unconfirmed. */
  readonly signal?: AbortSignal | undefined
  /** Called when an attempt went unconfirmed and the client is about to wait and try again. */
  readonly onRetrying?: (() => void) | undefined
}

/**
 * A sign-out that is done or said not to be: the adapter's signOut is tried until the server confirms, at most
 * SIGN_OUT_ATTEMPTS times, waiting out each Retry-After (or SIGN_OUT_RETRY_MS when the server names none). The
 * browser keeps its session cookie until then (server/siwe answers 503 without clearing it), so each retry names
 * the session. Rejects with SignOutUnconfirmedError, or NoSessionToSignOutError when the request named no session.
 */
export async function confirmSignOut(
  signOut: SignInAdapter['signOut'],
  options: ConfirmSignOutOptions = {},
): Promise<void> {
  const { signal, onRetrying } = options
  for (let attempt = 1; ; attempt++) {
    try {
      // The adapter's own Retry-After wait counts as trying again too.
      await signOut({ signal, onWait: () => onRetrying?.() })
      return
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause))
      if (cause instanceof SignInApiError && cause.status === 401) throw new NoSessionToSignOutError({ cause: error })
      if (attempt >= SIGN_OUT_ATTEMPTS || signal?.aborted || !worthRetrying(cause))
        throw new SignOutUnconfirmedError({ cause: error })
      onRetrying?.()
      const waitMs = Math.min(
        cause instanceof SignInApiError ? (cause.retryAfterMs ?? SIGN_OUT_RETRY_MS) : SIGN_OUT_RETRY_MS,
        MAX_RETRY_WAIT_MS,
      )
      if (!(await sleep(waitMs, signal))) throw new SignOutUnconfirmedError({ cause: error })
    }
  }
}

/** Unreachable, timed out, busy or a server failure may pass; any other refusal would only be repeated. */
function worthRetrying(cause: unknown): boolean {
  if (!(cause instanceof SignInApiError)) return true // a custom adapter's failure: nothing says it is final
  return cause.status === 0 || cause.status === 429 || cause.status >= 500
}

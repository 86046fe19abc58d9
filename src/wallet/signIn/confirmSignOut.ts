/** A sign-out that is done or said not to be (server/siwe's logout: 204 ended, 401 no session, 503 unconfirmed). */
import { causeOf, guardedConfig, isInstance } from '../errors/boundary.ts'
import { WalletConfigError } from '../errors/configErrors.ts'
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
  const { signal, onRetrying: retrying } = guardedConfig('confirmSignOut', () => readOptions(options))
  // The caller's callback failing must not end the sign-out early.
  const onRetrying = (): void => {
    try {
      retrying?.()
    } catch {}
  }
  for (let attempt = 1; ; attempt++) {
    try {
      // The adapter's own Retry-After wait counts as trying again too.
      await signOut({ signal, onWait: onRetrying })
      return
    } catch (cause) {
      // A custom adapter may throw anything, even a value that throws when read.
      const error = causeOf(cause) ?? new Error('The sign-out failed with a value that cannot be read.')
      if (isInstance(cause, SignInApiError) && cause.status === 401) throw new NoSessionToSignOutError({ cause: error })
      if (attempt >= SIGN_OUT_ATTEMPTS || signal?.aborted || !worthRetrying(cause))
        throw new SignOutUnconfirmedError({ cause: error })
      onRetrying()
      const waitMs = Math.min(
        isInstance(cause, SignInApiError) ? (cause.retryAfterMs ?? SIGN_OUT_RETRY_MS) : SIGN_OUT_RETRY_MS,
        MAX_RETRY_WAIT_MS,
      )
      if (!(await sleep(waitMs, signal))) throw new SignOutUnconfirmedError({ cause: error })
    }
  }
}

function readOptions(options: ConfirmSignOutOptions): ConfirmSignOutOptions {
  const { signal, onRetrying } = options
  if (signal !== undefined && !isInstance(signal, AbortSignal))
    throw new WalletConfigError('confirmSignOut: signal must be an AbortSignal')
  if (onRetrying !== undefined && typeof onRetrying !== 'function') {
    throw new WalletConfigError('confirmSignOut: onRetrying must be a function')
  }
  return { signal, onRetrying }
}

/** Unreachable, timed out, busy or a server failure may pass; any other refusal would only be repeated. */
function worthRetrying(cause: unknown): boolean {
  if (!isInstance(cause, SignInApiError)) return true // a custom adapter's failure: nothing says it is final
  return cause.status === 0 || cause.status === 429 || cause.status >= 500
}

/**
 * Retry-After on the sign-in API's 429 and 503 answers (RFC 9110, section 10.2.3): the client waits as long as
 * the server asks, says so through `onWait`, and tries once more. A longer wait than MAX_RETRY_WAIT_MS, or a
 * second refusal, is left to the person (the flow ends with its error and they may retry).
 */
import { SignInApiError } from './errors.ts'
import type { SignInCallOptions } from './types.ts'

/** The longest wait the client sits through on its own: past this, a person would rather decide. */
export const MAX_RETRY_WAIT_MS = 30_000

/** The Retry-After header as milliseconds from `now`: delay-seconds or an HTTP-date; undefined when absent or malformed. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  // A header that is not a string, or a clock that is not a number, is malformed too (nothing of theirs runs).
  if (typeof header !== 'string' || typeof now !== 'number') return undefined
  const value = header.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // An HTTP-date names its weekday and month in letters; a bare number with a sign or a dot is neither form.
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** Runs `call`; on a 429 or 503 that names a bearable Retry-After, waits it out and runs `call` once more. */
export async function withRetryAfter<T>(
  call: () => Promise<T>,
  options: SignInCallOptions & { now?: () => number } = {},
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const waitMs = bearableWait(error)
    if (waitMs === undefined || options.signal?.aborted || !(error instanceof SignInApiError)) throw error
    const now = options.now ?? Date.now
    const status = error.status === 429 ? 429 : 503
    options.onWait?.({ status, seconds: Math.max(1, Math.ceil(waitMs / 1000)), until: now() + waitMs })
    if (!(await sleep(waitMs, options.signal))) throw error
    return call()
  }
}

function bearableWait(error: unknown): number | undefined {
  if (!(error instanceof SignInApiError) || (error.status !== 429 && error.status !== 503)) return undefined
  const ms = error.retryAfterMs
  return ms !== undefined && ms <= MAX_RETRY_WAIT_MS ? ms : undefined
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

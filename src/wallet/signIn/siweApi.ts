/** JSON calls to the sign-in API (server/siwe): every failure becomes a SignInApiError with the server's reason. */
import { SignInApiError, SignInCancelledError, SignInTimeoutError } from './errors.ts'
import { boundRequest } from './requestBound.ts'
import { parseRetryAfter } from './retryAfter.ts'
import type { SignInSession } from './types.ts'

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

/** How long a sign-in request may take, answer body included, unless the adapter is told otherwise. */
export const SIGN_IN_REQUEST_TIMEOUT_MS = 10_000

/** What bounds one request: the flow's signal (its abort cancels the fetch) and a timeout. */
export interface RequestLimits {
  readonly signal?: AbortSignal | undefined
  readonly timeoutMs?: number | undefined
}

/**
 * Sends a request and returns the parsed JSON body of a 2xx answer (undefined for 204). The request, body
 * included, ends by the timeout or the flow's abort, whichever comes first: a stalled server never holds a step.
 */
export async function callSiweApi(
  fetchFn: FetchFunction,
  url: string,
  init: RequestInit = {},
  limits: RequestLimits = {},
): Promise<unknown> {
  const timeoutMs = limits.timeoutMs ?? SIGN_IN_REQUEST_TIMEOUT_MS
  const bound = boundRequest(limits.signal, timeoutMs)
  const failure = (error: unknown): SignInApiError => {
    if (bound.timedOut()) return new SignInTimeoutError(timeoutMs)
    if (limits.signal?.aborted) return new SignInCancelledError()
    return new SignInApiError(
      0,
      `The sign-in API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  try {
    let response: Response
    try {
      // Raced as well: a fetch that ignores its signal still ends by the bound.
      response = await Promise.race([
        fetchFn(url, { credentials: 'same-origin', cache: 'no-store', ...init, signal: bound.signal }),
        bound.aborted,
      ])
    } catch (error) {
      throw failure(error)
    }
    const text = await Promise.race([response.text(), bound.aborted]).catch((error: unknown) => {
      if (bound.signal.aborted) throw failure(error)
      return ''
    })
    const body = parseJson(text)
    if (!response.ok) {
      const reason = isRecord(body) && typeof body.error === 'string' ? body.error : `HTTP ${response.status}`
      throw new SignInApiError(
        response.status,
        reason,
        parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      )
    }
    return body
  } finally {
    bound.dispose()
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads `{ nonce }`: SIWE nonces are at least 8 alphanumeric characters (EIP-4361). */
export function readNonce(body: unknown): string {
  if (isRecord(body) && typeof body.nonce === 'string' && /^[a-zA-Z0-9]{8,}$/.test(body.nonce)) return body.nonce
  throw new SignInApiError(200, 'The sign-in API answered without a valid nonce')
}

/** Reads `{ authenticated, address, chainId }`; anything else means no session. */
export function readSession(body: unknown): SignInSession | undefined {
  if (!isRecord(body) || body.authenticated !== true) return undefined
  const { address, chainId } = body
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address) || typeof chainId !== 'number')
    return undefined
  return { address: address as `0x${string}`, chainId }
}

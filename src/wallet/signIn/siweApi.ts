/** JSON calls to the sign-in API (server/siwe): every failure becomes a SignInApiError with the server's reason. */
import { SignInApiError } from './errors.ts'
import { parseRetryAfter } from './retryAfter.ts'
import type { SignInSession } from './types.ts'

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

/** Sends a request and returns the parsed JSON body of a 2xx answer (undefined for 204). */
export async function callSiweApi(fetchFn: FetchFunction, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, { credentials: 'same-origin', cache: 'no-store', ...init })
  } catch (error) {
    throw new SignInApiError(
      0,
      `The sign-in API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (!response.ok) {
    const reason = isRecord(body) && typeof body.error === 'string' ? body.error : `HTTP ${response.status}`
    throw new SignInApiError(response.status, reason, parseRetryAfter(response.headers.get('retry-after'), Date.now()))
  }
  return body
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

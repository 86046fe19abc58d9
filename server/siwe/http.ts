import type { IncomingMessage, ServerResponse } from 'node:http'

/** Response headers; a list is sent as one header line per value (Set-Cookie). */
export type ResponseHeaders = Record<string, string | string[]>

/** An API failure with its HTTP status and a sentence for the client (sent as `{ error }`). */
export class SiweHttpError extends Error {
  override name = 'SiweHttpError'
  constructor(
    readonly status: number,
    message: string,
    readonly headers: ResponseHeaders = {},
  ) {
    super(message)
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: ResponseHeaders = {}): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(text)
}

export function sendEmpty(response: ServerResponse, headers: ResponseHeaders = {}): void {
  response.writeHead(204, { 'cache-control': 'no-store', ...headers })
  response.end()
}

/**
 * Browsers send Origin on cross-site POSTs: refuse one from another host (a form on another site
 * must not log people out or replay a signature into their browser).
 */
export function assertSameOrigin(request: IncomingMessage): void {
  const origin = request.headers.origin
  if (origin === undefined) return
  let host: string | undefined
  try {
    host = new URL(origin).host
  } catch {
    host = undefined
  }
  if (host !== request.headers.host) throw new SiweHttpError(403, 'Cross-origin request refused')
}

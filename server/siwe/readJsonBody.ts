import type { IncomingMessage } from 'node:http'
import { SiweHttpError } from './http.ts'

/** SIWE messages are a few hundred bytes; this leaves room for long statements and ERC-6492 signatures. */
export const MAX_BODY_BYTES = 16 * 1024

/** Reads a JSON object body: 415 unless application/json, 413 past the limit, 400 unless a JSON object. */
export async function readJsonBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase()
  if (type !== 'application/json') throw new SiweHttpError(415, 'Content-Type must be application/json')
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit)
    throw new SiweHttpError(413, `Request body is larger than ${limit} bytes`)

  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of request) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
      size += buffer.length
      if (size > limit) throw new SiweHttpError(413, `Request body is larger than ${limit} bytes`)
      chunks.push(buffer)
    }
  } catch (error) {
    if (error instanceof SiweHttpError) throw error
    throw new SiweHttpError(400, 'Request body could not be read (the connection ended early)')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)))
  } catch (error) {
    throw new SiweHttpError(
      400,
      `Request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new SiweHttpError(400, 'Request body must be a JSON object')
  return parsed as Record<string, unknown>
}

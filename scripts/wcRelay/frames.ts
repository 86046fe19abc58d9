/**
 * JSON-RPC frames as the SDK writes them. The SDK's request ids are 19-digit integers, beyond a double's
 * precision: @walletconnect/safe-json keeps them exact (as BigInt) both ways.
 */
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'

export type FrameId = number | bigint | string

export type Frame =
  | { readonly id: FrameId; readonly method: string; readonly params?: unknown }
  | { readonly id: FrameId; readonly result: unknown }
  | { readonly id: FrameId; readonly error: unknown }

export function decodeFrame(raw: string): Frame | undefined {
  const parsed: unknown = safeJsonParse(raw)
  if (typeof parsed !== 'object' || parsed === null || !('id' in parsed)) return undefined
  return parsed as Frame
}

export function encodeFrame(frame: Record<string, unknown>): string {
  return safeJsonStringify(frame)
}

let counter = 0

/**
 * Ids of the relay's own pushes stay within a double (milliseconds × 1000 + a counter, like the SDK's
 * payloadId): the SDK logs the pushes it receives with JSON.stringify, which throws on a BigInt id,
 * and then never acknowledges them.
 */
export function nextPushId(): number {
  counter = (counter + 1) % 1000
  return Date.now() * 1000 + counter
}

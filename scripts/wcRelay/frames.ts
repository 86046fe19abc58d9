/**
 * JSON-RPC frames as the SDK writes them. Ids are 19-digit integers, beyond a double's precision:
 * @walletconnect/safe-json keeps them exact (as BigInt) both ways.
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

let counter = 0n

/** A 19-digit id like the SDK's own (milliseconds × 10⁶ + a counter). */
export function nextPushId(): bigint {
  counter = (counter + 1n) % 1_000_000n
  return BigInt(Date.now()) * 1_000_000n + counter
}

/**
 * The Safe Apps postMessage protocol (as spoken by @safe-global/safe-apps-sdk 9.x), kept to what we use.
 *
 * App → parent (window.parent.postMessage(request, '*')):
 *   { id, method, params, env: { sdkVersion } }
 * Parent → app (a `message` event whose source is window.parent):
 *   { id, success: true, data, version? }  or  { id, success: false, error: string, version? }
 *
 * Methods and their params / answers:
 *   getSafeInfo       undefined                        → { safeAddress, chainId, threshold, owners, isReadOnly }
 *   rpcCall           { call: 'eth_…', params: [...] } → the JSON-RPC result
 *   sendTransactions  { txs: [{ to, value, data }], params?: { safeTxGas? } } → { safeTxHash }
 *   signMessage       { message }                      → { safeTxHash } | { signature }
 *   signTypedMessage  { typedData }                    → { safeTxHash } | { signature }
 */

/** The SDK version we announce: Safe{Wallet} gates methods on it, and these shapes match 9.x. */
export const SAFE_SDK_VERSION = '9.1.0'

export type SafeMethod = 'getSafeInfo' | 'rpcCall' | 'sendTransactions' | 'signMessage' | 'signTypedMessage'

export interface SafeRequest {
  readonly id: string
  readonly method: SafeMethod
  readonly params: unknown
  readonly env: { readonly sdkVersion: string }
}

export type SafeResponse =
  | { readonly id: string; readonly success: true; readonly data: unknown }
  | { readonly id: string; readonly success: false; readonly error: string }

export interface SafeTransaction {
  readonly to: string
  /** Decimal wei string, as the Safe apps expect. */
  readonly value: string
  readonly data: string
}

/** Reads a parent message as a response, or undefined when it is anything else. */
export function readSafeResponse(data: unknown): SafeResponse | undefined {
  if (typeof data !== 'object' || data === null || !('id' in data) || !('success' in data)) return undefined
  const { id, success } = data
  if (typeof id !== 'string' || typeof success !== 'boolean') return undefined
  if (success) return { id, success, data: 'data' in data ? data.data : undefined }
  const error = 'error' in data && typeof data.error === 'string' ? data.error : 'The Safe returned an error.'
  return { id, success, error }
}

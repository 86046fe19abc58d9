import { http, type Transport } from 'viem'
import { RPC_SETTINGS } from './rpcSettings.ts'

/** Timeout and retries (docs/requirements.md, "RPC and cache"), shared by the HTTP and WebSocket transports. */
export const TRANSPORT_RETRY = {
  timeout: RPC_SETTINGS.timeoutMs,
  retryCount: RPC_SETTINGS.retryCount,
  retryDelay: RPC_SETTINGS.retryDelayMs,
} as const

/** HTTP with JSON-RPC batching: calls made within 32 ms travel together, up to 1000 per request. */
export function httpTransport(url: string): Transport {
  return http(url, { ...TRANSPORT_RETRY, batch: { wait: RPC_SETTINGS.batchWaitMs, batchSize: RPC_SETTINGS.batchSize } })
}

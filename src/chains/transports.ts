import { fallback, http, webSocket, type Transport } from 'viem'
import { RPC_SETTINGS } from './rpcSettings'

const retry = {
  timeout: RPC_SETTINGS.timeoutMs,
  retryCount: RPC_SETTINGS.retryCount,
  retryDelay: RPC_SETTINGS.retryDelayMs,
} as const

/** HTTP with JSON-RPC batching: calls made within 32 ms travel together, up to 1000 per request. */
export function httpTransport(url: string): Transport {
  return http(url, { ...retry, batch: { wait: RPC_SETTINGS.batchWaitMs, batchSize: RPC_SETTINGS.batchSize } })
}

/** WebSocket in front of HTTP when a socket URL is configured; HTTP alone otherwise. */
export function chainTransport(httpUrl: string, wsUrl?: string): Transport {
  if (!wsUrl) return httpTransport(httpUrl)
  return fallback([webSocket(wsUrl, retry), httpTransport(httpUrl)])
}

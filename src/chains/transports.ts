import { createTransport, fallback, http, type EIP1193RequestFn, type Transport } from 'viem'
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

/**
 * viem's WebSocket transport loaded on the first request (3.4 kB gzip kept out of the first load).
 * Requests go over the socket; block watching polls through it rather than subscribing, since the
 * wrapper does not expose viem's `subscribe`.
 */
export function lazyWebSocketTransport(url: string): Transport {
  return (params) => {
    let socket: Promise<ReturnType<Transport>> | undefined
    const open = () => (socket ??= import('./webSocketLoader').then(({ webSocket }) => webSocket(url, retry)(params)))
    return createTransport({
      key: 'webSocket',
      name: 'WebSocket JSON-RPC',
      type: 'lazyWebSocket',
      // The inner transport already retries and times out; doing it here too would multiply both.
      retryCount: 0,
      request: (async (args) => (await open()).request(args)) as EIP1193RequestFn,
    })
  }
}

/** WebSocket in front of HTTP when a socket URL is configured; HTTP alone otherwise. */
export function chainTransport(httpUrl: string, wsUrl?: string): Transport {
  if (!wsUrl) return httpTransport(httpUrl)
  return fallback([lazyWebSocketTransport(wsUrl), httpTransport(httpUrl)])
}

import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'
import { httpTransport } from './httpTransport.ts'

export { httpTransport } from './httpTransport.ts'

/**
 * WebSocket first, HTTP when the socket fails; the socket code is fetched on the first request.
 * Block watching polls over it rather than subscribing, as the wrapper does not expose `subscribe`.
 */
export function lazySocketTransport(wsUrl: string, httpUrl: string): Transport {
  return (params) => {
    let inner: Promise<ReturnType<Transport>> | undefined
    const open = () =>
      (inner ??= import('./socketTransport.ts').then(({ socketFirstTransport }) =>
        socketFirstTransport(wsUrl, httpUrl)(params),
      ))
    return createTransport({
      key: 'socketFirst',
      name: 'WebSocket, then HTTP',
      type: 'socketFirst',
      // The inner transports already retry and time out; doing it here too would multiply both.
      retryCount: 0,
      request: (async (args) => (await open()).request(args)) as EIP1193RequestFn,
    })
  }
}

/** WebSocket in front of HTTP when a socket URL is configured; HTTP alone otherwise. */
export function chainTransport(httpUrl: string, wsUrl?: string): Transport {
  return wsUrl ? lazySocketTransport(wsUrl, httpUrl) : httpTransport(httpUrl)
}

/**
 * WebSocket in front of HTTP, in its own chunk: viem's webSocket and fallback transports (5 kB
 * gzip together) load only for deployments that configure a socket URL.
 */
import { fallback, webSocket, type Transport } from 'viem'
import { httpTransport, TRANSPORT_RETRY } from './httpTransport.ts'

export function socketFirstTransport(wsUrl: string, httpUrl: string): Transport {
  return fallback([webSocket(wsUrl, TRANSPORT_RETRY), httpTransport(httpUrl)])
}

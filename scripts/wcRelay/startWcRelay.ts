/**
 * A WalletConnect v2 relay for development and tests only: a stand-in for WalletConnect's own relay on
 * loopback, so the real SDKs (the app's ethereum-provider, the Dev Phone Wallet's sign-client) can pair
 * offline. Not a relay to deploy: no rate limits, no persistence, no project ids checked.
 * What the 2.25 SDKs need of it is described in docs/architecture.md ("WalletConnect").
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { WebSocketServer, type WebSocket } from 'ws'
import { createMailbox, type StoredMessage } from './mailbox.ts'
import { handleRelayRequest, type RelayRequest } from './relayMethods.ts'
import { decodeFrame, encodeFrame, nextPushId, type Frame } from './frames.ts'

export interface WcRelay {
  readonly url: string
  readonly port: number
  /** Drops every socket and stops listening, keeping stored messages (a relay outage). */
  pause(): Promise<void>
  /** Listens again on the same port after `pause`. */
  resume(): Promise<void>
  stop(): Promise<void>
}

export interface StartWcRelayOptions {
  readonly port: number
  readonly host?: string
  /** Seconds between pings; the SDK drops a socket it has not heard from in 35 s. */
  readonly pingSeconds?: number
}

export async function startWcRelay(options: StartWcRelayOptions): Promise<WcRelay> {
  const host = options.host ?? '127.0.0.1'
  const mailbox = createMailbox()
  const sockets = new Map<string, WebSocket>()
  /** Push id → what it delivered, until the client acknowledges it. */
  const inFlight = new Map<string, { clientId: string; key: string }>()
  const wss = new WebSocketServer({ noServer: true })

  function push(clientId: string, stored: StoredMessage): void {
    const socket = sockets.get(clientId)
    if (!socket || socket.readyState !== socket.OPEN) return // delivered on its next subscribe
    const sent = [...inFlight.values()].some((f) => f.clientId === clientId && f.key === stored.key)
    if (sent) return // on its way on this socket; a reconnect clears inFlight and pushes it again
    const id = nextPushId()
    inFlight.set(String(id), { clientId, key: stored.key })
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      attestation: undefined,
      ...(stored.tag === undefined ? {} : { tag: stored.tag }),
    }
    socket.send(encodeFrame({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: stored.topic, data } }))
  }

  function onFrame(clientId: string, socket: WebSocket, frame: Frame): void {
    if (!('method' in frame)) {
      const pushed = inFlight.get(String(frame.id))
      if (pushed && 'result' in frame) mailbox.acknowledge(pushed.clientId, pushed.key)
      inFlight.delete(String(frame.id))
      return
    }
    const outcome = handleRelayRequest(mailbox, clientId, frame as RelayRequest)
    socket.send(encodeFrame({ id: frame.id, jsonrpc: '2.0', ...outcome.reply }))
    for (const stored of outcome.deliverToSender) push(clientId, stored)
    for (const delivery of outcome.deliveries) push(delivery.clientId, delivery.stored)
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const auth = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth') ?? ''
    void authenticate(auth).then((clientId) => {
      if (!clientId) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n')
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        sockets.get(clientId)?.terminate()
        sockets.set(clientId, ws)
        for (const [id, pushed] of inFlight) if (pushed.clientId === clientId) inFlight.delete(id)
        ws.on('message', (raw) => {
          const frame = decodeFrame(String(raw))
          if (frame) onFrame(clientId, ws, frame)
        })
        ws.on('close', () => {
          if (sockets.get(clientId) === ws) sockets.delete(clientId)
        })
      })
    })
  }

  const server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('WalletConnect relay (development only): use WebSocket.')
  })
  server.on('upgrade', upgrade)
  const pings = setInterval(
    () => {
      for (const socket of sockets.values()) socket.ping()
    },
    (options.pingSeconds ?? 15) * 1000,
  )

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets.values()) socket.terminate()
      sockets.clear()
      server.close(() => resolve())
      server.closeAllConnections()
    })

  await listen()
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `ws://${host}:${port}`,
    port,
    pause: close,
    async resume() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          resolve()
        })
      })
    },
    async stop() {
      clearInterval(pings)
      if (server.listening) await close()
    },
  }
}

/** The client signs its own ed25519 JWT; its issuer (did:key) is the client's id. */
async function authenticate(jwt: string): Promise<string | undefined> {
  try {
    if (!(await verifyJWT(jwt))) return undefined
    return decodeJWT(jwt).payload.iss
  } catch {
    return undefined
  }
}

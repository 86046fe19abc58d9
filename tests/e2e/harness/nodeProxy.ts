import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { onFreePort } from './ports.ts'

/**
 * An HTTP hop between the app and anvil that a test can break on purpose: `stop()` closes the port (the
 * browser meets a refused connection, as with a node that went away), `start()` listens again on the same
 * port, `delay(ms)` holds every call that long before forwarding it. anvil itself keeps running, so the
 * chain's state (and the wallet, which talks to anvil directly) are untouched.
 */
export type NodeProxy = {
  /** What the app is given as its node's URL. */
  readonly url: string
  /** How many calls reached anvil through this hop (CORS preflights included). */
  readonly forwarded: number
  stop(): Promise<void>
  start(): Promise<void>
  delay(ms: number): void
  /** The first call whose JSON-RPC body matches is dropped and the hop stops: the node goes away at that very call. */
  stopAt(match: (body: string) => boolean): Promise<void>
  close(): Promise<void>
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'])

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString()))
    request.on('error', reject)
  })
}

export function startNodeProxy(targetUrl: string): Promise<NodeProxy> {
  return onFreePort((port) => startNodeProxyOn(port, targetUrl))
}

async function startNodeProxyOn(port: number, targetUrl: string): Promise<NodeProxy> {
  let delayMs = 0
  let forwarded = 0
  let server: Server | undefined
  let stopMatch: { match: (body: string) => boolean; reached: () => void } | undefined
  const sockets = new Set<Socket>()

  const forward = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request)
    if (stopMatch?.match(body)) {
      const { reached } = stopMatch
      stopMatch = undefined
      response.destroy()
      await stop()
      reached()
      return
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !hopByHop.has(name)) headers[name] = value
    }
    forwarded += 1
    const method = request.method ?? 'GET'
    const upstream = await fetch(targetUrl, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
    })
    const answer = Buffer.from(await upstream.arrayBuffer())
    upstream.headers.forEach((value, name) => {
      if (!hopByHop.has(name) && name !== 'content-encoding') response.setHeader(name, value)
    })
    response.writeHead(upstream.status).end(answer)
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((request, response) => {
        forward(request, response).catch(() => response.destroy())
      })
      next.on('connection', (socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        server = next
        resolve()
      })
    })

  const stop = async () => {
    const current = server
    server = undefined
    if (!current) return
    // Open keep-alive sockets would go on answering: a node that went away answers nothing.
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    get forwarded() {
      return forwarded
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    delay(ms) {
      delayMs = ms
    },
    stopAt(match) {
      return new Promise<void>((reached) => {
        stopMatch = { match, reached }
      })
    },
    close: stop,
  }
}

import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What reached the node through the proxy since the last reset. */
export type NodeTraffic = {
  /** HTTP requests of any method, CORS preflights (OPTIONS) included. */
  requests: number
  preflights: number
  /** JSON-RPC calls: a batch of n counts n. */
  calls: number
  methods: Record<string, number>
}

export type CountingProxy = {
  url: string
  traffic(): NodeTraffic
  reset(): void
  close(): Promise<void>
}

function emptyTraffic(): NodeTraffic {
  return { requests: 0, preflights: 0, calls: 0, methods: {} }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function jsonRpcMethods(body: Buffer): string[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.map((call) =>
      typeof call === 'object' && call !== null && 'method' in call ? String(call.method) : '?',
    )
  } catch {
    return []
  }
}

/**
 * An HTTP proxy in front of the node that counts what the page sends it: every request, preflights
 * apart, and the JSON-RPC calls inside. Counting at the node's door sees what a browser-side count can
 * miss (preflights, retries) and nothing the test wallet sends (that goes to the node directly).
 */
export function startCountingProxy(targetUrl: string): Promise<CountingProxy> {
  const target = new URL(targetUrl)
  let traffic = emptyTraffic()
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      traffic.requests += 1
      if (request.method === 'OPTIONS') traffic.preflights += 1
      for (const method of jsonRpcMethods(body)) {
        traffic.calls += 1
        traffic.methods[method] = (traffic.methods[method] ?? 0) + 1
      }
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: target.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', () => {
        response.writeHead(502)
        response.end()
      })
      upstream.end(body)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        traffic: () => structuredClone(traffic),
        reset: () => {
          traffic = emptyTraffic()
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

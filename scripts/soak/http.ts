import { type Agent, request as httpRequest } from 'node:http'

/**
 * One answer as the soak sees it: status 0 when the request never got one (refused, reset, timed out).
 * `reconnected`: a kept-alive connection was closed by the server as it was reused, and the request was sent
 * again on a new one, as browsers do.
 */
export type SoakReply = {
  status: number
  body: string
  ms: number
  cookie?: string
  failure?: string
  reconnected?: boolean
}

export type SoakRequest = { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

const TIMEOUT_MS = 10_000

/** Sends one request over `agent` (its localAddress is the client's address) and times it to the last byte. */
export async function soakRequest(url: string, agent: Agent, init: SoakRequest = {}): Promise<SoakReply> {
  const started = performance.now()
  const first = await sendOnce(url, agent, init)
  if (!first.staleConnection) return withTime(first.reply, started)
  // The server's keep-alive timer closed the connection just as it was reused: nothing reached the server.
  return { ...withTime((await sendOnce(url, agent, init)).reply, started), reconnected: true }
}

const withTime = (reply: SoakReply, started: number): SoakReply => ({
  ...reply,
  ms: Math.round((performance.now() - started) * 100) / 100,
})

function sendOnce(
  url: string,
  agent: Agent,
  init: SoakRequest,
): Promise<{ reply: SoakReply; staleConnection: boolean }> {
  const target = new URL(url)
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        const cookie = response.headers['set-cookie']?.[0]?.split(';')[0]
        const status = response.statusCode ?? 0
        response.on('end', () =>
          resolve({ reply: { status, body, ms: 0, ...(cookie ? { cookie } : {}) }, staleConnection: false }),
        )
        response.on('error', (error) =>
          resolve({ reply: { status: 0, body, ms: 0, failure: error.message }, staleConnection: false }),
        )
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        reply: { status: 0, body: '', ms: 0, failure: error.name === 'AbortError' ? 'timed out' : error.message },
        staleConnection: request.reusedSocket && error.code === 'ECONNRESET',
      }),
    )
    request.end(init.body)
  })
}

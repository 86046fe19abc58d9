import { type Agent, request as httpRequest } from 'node:http'

export type LoadResult = {
  requests: number
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  statuses: Record<number, number>
}

/** One request over `agent`; resolves with the status once the body is read. */
export function hit(
  url: string,
  agent: Agent,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const target = new URL(url)
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(init.body)
  })
}

/**
 * Runs `send` from `concurrency` workers until `durationMs` passes or `count` requests were made
 * (whichever is first); latency per request, percentiles over all of them.
 */
export async function runLoad(
  send: (index: number) => Promise<number>,
  options: { concurrency: number; durationMs: number; count?: number },
): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let next = 0
  const started = performance.now()
  const deadline = started + options.durationMs
  const worker = async () => {
    while (performance.now() < deadline && (options.count === undefined || next < options.count)) {
      const index = next++
      const begun = performance.now()
      const status = await send(index)
      latencies.push(performance.now() - begun)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (fraction: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0)
  return {
    requests: latencies.length,
    seconds: round(seconds),
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    statuses,
  }
}

const round = (value: number) => Math.round(value * 100) / 100

import { Agent } from 'node:http'
import { send } from './siwe.ts'

export type FloodResult = { requests: number; byStatus: Record<number, number>; perSecond: number; retryAfter?: string }

/**
 * Asks `url` as fast as `concurrency` keep-alive connections from `localAddress` allow, until `durationMs`
 * passes or `maxRequests` were sent: a bounded flood from a second loopback address.
 */
export async function flood(
  url: string,
  options: { localAddress: string; durationMs: number; maxRequests: number; concurrency?: number },
): Promise<FloodResult> {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.concurrency ?? 16,
    localAddress: options.localAddress,
  })
  const byStatus: Record<number, number> = {}
  let requests = 0
  let retryAfter: string | undefined
  const started = performance.now()
  const deadline = started + options.durationMs
  const worker = async () => {
    while (performance.now() < deadline && requests < options.maxRequests) {
      requests++
      const reply = await send(url, { agent }).catch(() => ({
        status: 0,
        headers: {} as Record<string, string | string[] | undefined>,
      }))
      byStatus[reply.status] = (byStatus[reply.status] ?? 0) + 1
      if (reply.status === 429) retryAfter ??= String(reply.headers['retry-after'])
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker))
  agent.destroy()
  const seconds = (performance.now() - started) / 1000
  return { requests, byStatus, perSecond: Math.round(requests / seconds), ...(retryAfter ? { retryAfter } : {}) }
}

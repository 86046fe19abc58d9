import type { SoakReply } from './http.ts'

/** Who sent the request: honest visitors, clients posting junk, or the one client flooding the nonce endpoint. */
export type Source = 'visitor' | 'junk' | 'flood' | 'static'

/** The outcome of one request: its status and, for a non-2xx, the server's reason with numbers folded to N. */
export type Outcome = { source: Source; endpoint: string; kind: string }

/**
 * Collects every answer of the soak: latencies per endpoint (for p50/p99) and counts per outcome kind.
 * `window()` hands back what arrived since its last call, for the 10-second progress lines.
 */
export function createRecorder() {
  const latencies = new Map<string, number[]>()
  const kinds = new Map<string, Outcome & { count: number }>()
  let windowCount = 0
  let windowNon2xx = 0
  let reconnects = 0

  return {
    record(source: Source, endpoint: string, reply: SoakReply, wrongAnswer?: string): void {
      const list = latencies.get(endpoint) ?? []
      list.push(reply.ms)
      latencies.set(endpoint, list)
      windowCount++
      if (reply.reconnected) reconnects++
      const kind = wrongAnswer ? `${reply.status} but ${wrongAnswer}` : kindOf(reply)
      if (reply.status < 200 || reply.status > 299 || wrongAnswer) windowNon2xx++
      const key = `${source}|${endpoint}|${kind}`
      const entry = kinds.get(key) ?? { source, endpoint, kind, count: 0 }
      entry.count++
      kinds.set(key, entry)
    },
    latencies: () => latencies,
    outcomes: () => [...kinds.values()],
    /** Requests sent again because the server closed their kept-alive connection as it was reused. */
    reconnects: () => reconnects,
    window(): { requests: number; non2xx: number } {
      const result = { requests: windowCount, non2xx: windowNon2xx }
      windowCount = 0
      windowNon2xx = 0
      return result
    },
  }
}

export type Recorder = ReturnType<typeof createRecorder>

/** '200', or '429 Too many requests: try again in N s', or '0 timed out'. */
export function kindOf(reply: SoakReply): string {
  if (reply.status === 0) return `0 ${reply.failure ?? 'no answer'}`
  if (reply.status >= 200 && reply.status <= 299) return String(reply.status)
  let reason = ''
  try {
    const body: unknown = JSON.parse(reply.body)
    if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string')
      reason = (body as { error: string }).error
  } catch {
    reason = reply.body.slice(0, 80)
  }
  return `${reply.status} ${reason.replace(/\d+/g, 'N')}`.trim()
}

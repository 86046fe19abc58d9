import { monitorEventLoopDelay } from 'node:perf_hooks'

/** One metrics sample: memory and how late the event loop ran timers since the previous sample. */
export type ServerMetrics = {
  rssMb: number
  heapUsedMb: number
  eventLoopDelayMs: { p50: number; p99: number; max: number }
}

/** Each sample is printed as this prefix followed by the sample's JSON, one line per sample. */
export const METRICS_LINE_PREFIX = 'metrics '

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10
const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100

/**
 * Writes a metrics line every `intervalMs` (SERVE_METRICS_SECONDS in server/serve.ts). A log line rather than
 * an endpoint: behind a reverse proxy on the same host every request arrives from loopback, so a
 * "loopback only" endpoint would be public; the log reaches only whoever reads the process output.
 */
export function startMetricsLog(intervalMs: number, write: (line: string) => void): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const timer = setInterval(() => {
    const memory = process.memoryUsage()
    const sample: ServerMetrics = {
      rssMb: mb(memory.rss),
      heapUsedMb: mb(memory.heapUsed),
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    }
    delay.reset()
    write(`${METRICS_LINE_PREFIX}${JSON.stringify(sample)}`)
  }, intervalMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    delay.disable()
  }
}

/** The sample in a line of server output, or undefined when the line is something else. */
export function parseMetricsLine(line: string): ServerMetrics | undefined {
  if (!line.startsWith(METRICS_LINE_PREFIX)) return undefined
  try {
    const value: unknown = JSON.parse(line.slice(METRICS_LINE_PREFIX.length))
    return isMetrics(value) ? value : undefined
  } catch {
    return undefined
  }
}

function isMetrics(value: unknown): value is ServerMetrics {
  if (typeof value !== 'object' || value === null) return false
  const { rssMb, heapUsedMb, eventLoopDelayMs } = value as Record<string, unknown>
  if (typeof rssMb !== 'number' || typeof heapUsedMb !== 'number') return false
  if (typeof eventLoopDelayMs !== 'object' || eventLoopDelayMs === null) return false
  const delay = eventLoopDelayMs as Record<string, unknown>
  return ['p50', 'p99', 'max'].every((key) => typeof delay[key] === 'number')
}

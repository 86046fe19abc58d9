import type { ServerMetrics } from '../../server/metrics.ts'
import { unexpectedOutcomes } from './expectations.ts'
import type { Outcome } from './recorder.ts'

export type MetricsSample = { server: string; atS: number; metrics: ServerMetrics }
export type EndpointFigures = { endpoint: string; requests: number; p50Ms: number; p99Ms: number }

export type SoakReport = {
  seconds: number
  warmUpSeconds: number
  endpoints: EndpointFigures[]
  outcomes: (Outcome & { count: number })[]
  unexpected: (Outcome & { count: number })[]
  /** Requests sent again on a new connection after the server closed a kept-alive one as it was reused. */
  reconnects: number
  samples: MetricsSample[]
  /** Per server: RSS slope after warm-up in MB per minute (least squares), first and last RSS after warm-up. */
  rss: { server: string; slopeMbPerMinute: number; fromMb: number; toMb: number; samples: number }[]
  /** Per server: the worst event-loop delay p99 and max of any sample after warm-up. */
  eventLoop: { server: string; worstP99Ms: number; worstMaxMs: number }[]
  /** Load average of this machine at the end (1, 5, 15 minutes): the soak shares it with whatever else runs. */
  loadAverage: number[]
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

export function endpointFigures(latencies: ReadonlyMap<string, number[]>): EndpointFigures[] {
  return [...latencies].map(([endpoint, list]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return { endpoint, requests: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) }
  })
}

/** Least-squares slope of `y` over `x`; 0 with fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0)
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0)
  return variance === 0 ? 0 : covariance / variance
}

const round = (value: number) => Math.round(value * 100) / 100

export function buildReport(input: {
  seconds: number
  warmUpSeconds: number
  latencies: ReadonlyMap<string, number[]>
  outcomes: (Outcome & { count: number })[]
  reconnects: number
  samples: MetricsSample[]
  loadAverage: number[]
}): SoakReport {
  const servers = [...new Set(input.samples.map((sample) => sample.server))]
  const warm = (server: string) =>
    input.samples.filter((sample) => sample.server === server && sample.atS >= input.warmUpSeconds)
  return {
    seconds: input.seconds,
    warmUpSeconds: input.warmUpSeconds,
    endpoints: endpointFigures(input.latencies),
    outcomes: input.outcomes,
    unexpected: unexpectedOutcomes(input.outcomes),
    reconnects: input.reconnects,
    samples: input.samples,
    rss: servers.map((server) => {
      const points = warm(server)
      return {
        server,
        slopeMbPerMinute: round(slope(points.map((p) => ({ x: p.atS / 60, y: p.metrics.rssMb })))),
        fromMb: points[0]?.metrics.rssMb ?? 0,
        toMb: points.at(-1)?.metrics.rssMb ?? 0,
        samples: points.length,
      }
    }),
    eventLoop: servers.map((server) => ({
      server,
      worstP99Ms: Math.max(0, ...warm(server).map((p) => p.metrics.eventLoopDelayMs.p99)),
      worstMaxMs: Math.max(0, ...warm(server).map((p) => p.metrics.eventLoopDelayMs.max)),
    })),
    loadAverage: input.loadAverage.map(round),
  }
}

/** The printed report: endpoints, outcomes by kind, memory and event loop per server. */
export function formatReport(report: SoakReport, benchP99?: ReadonlyMap<string, number>): string {
  const pad = (cells: (string | number)[]) =>
    cells.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](index === 0 ? 24 : 10)).join('')
  const lines = [
    `soak: ${report.seconds} s on two serve instances over Redis (warm-up ${report.warmUpSeconds} s); load average ${report.loadAverage.join(' ')}`,
    `${pad(['endpoint', 'requests', 'p50 ms', 'p99 ms', 'bench p99', 'ratio'])}`,
    ...report.endpoints.map((row) => {
      const bench = benchP99?.get(row.endpoint)
      const ratio = bench ? `${round(row.p99Ms / bench)}×` : '-'
      return pad([row.endpoint, row.requests, row.p50Ms, row.p99Ms, bench ?? '-', ratio])
    }),
    'answers by kind:',
    ...[...report.outcomes]
      .sort((a, b) => a.source.localeCompare(b.source) || b.count - a.count)
      .map((o) => `  ${o.source.padEnd(8)} ${o.endpoint.padEnd(22)} ${o.kind}  ×${o.count}`),
    report.unexpected.length === 0
      ? 'unexpected answers: none'
      : `UNEXPECTED answers: ${report.unexpected.map((o) => `${o.endpoint} ${o.kind} ×${o.count}`).join('; ')}`,
    `requests sent again after the server closed a kept-alive connection as it was reused: ${report.reconnects}`,
    ...report.rss.map(
      (r) =>
        `${r.server}: RSS ${r.fromMb} → ${r.toMb} MB after warm-up, slope ${r.slopeMbPerMinute} MB/min over ${r.samples} samples`,
    ),
    ...report.eventLoop.map(
      (e) => `${e.server}: event-loop delay after warm-up, worst p99 ${e.worstP99Ms} ms, worst max ${e.worstMaxMs} ms`,
    ),
  ]
  return lines.join('\n')
}

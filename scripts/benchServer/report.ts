import type { LoadResult } from './load.ts'

export type BenchServerResult = {
  url: string
  build: string
  rows: { name: string; result: LoadResult }[]
  honestVisitor: { status: number; signedAfterMs: number; verifyMs: number; flood: LoadResult }
  memoryMb: { unlimited: { before: number; after: number }; limited: { before: number; after: number } }
}

/** The printed table: one line per endpoint, then the sign-in under a flood and memory. */
export function formatTable(result: BenchServerResult): string {
  const line = (cells: (string | number)[]) =>
    cells.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](index === 0 ? 40 : 10)).join('')
  const statuses = (r: LoadResult) =>
    Object.entries(r.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  const rows = [
    `${line(['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms'])}  statuses`,
    ...result.rows.map(
      ({ name, result: r }) => `${line([name, r.requests, r.perSecond, r.p50Ms, r.p99Ms])}  ${statuses(r)}`,
    ),
    `${line([
      'nonce flood from 127.0.0.2',
      result.honestVisitor.flood.requests,
      result.honestVisitor.flood.perSecond,
      result.honestVisitor.flood.p50Ms,
      result.honestVisitor.flood.p99Ms,
    ])}  ${statuses(result.honestVisitor.flood)}`,
  ]
  const visitor = result.honestVisitor
  return [
    `bench:server on ${result.url} (${result.build})`,
    ...rows,
    `honest visitor (127.0.0.1, signs ${Math.round(visitor.signedAfterMs / 100) / 10} s after its nonce, during the flood): HTTP ${visitor.status} in ${visitor.verifyMs} ms`,
    `server memory (RSS): limits off ${result.memoryMb.unlimited.before} → ${result.memoryMb.unlimited.after} MB; default limits ${result.memoryMb.limited.before} → ${result.memoryMb.limited.after} MB`,
  ].join('\n')
}

import type { HeaderCheck } from './headerGraph.ts'
import type { ModuleShare, SourceShare } from './sources.ts'
import { kB, sumSizes, type Size } from './sizes.ts'

export const budgetGzipBytes = 100_000

/**
 * Idle hints (the connect path, prefetched once the page is idle) have a budget of their own: what the
 * dialog's first frame and the connected header need. Later wizard steps, the Safe connector's real code
 * and the call log's export schema load when used (docs/architecture.md, "First load").
 */
export const idleHintBudgetGzipBytes = 40_000

/** A JS file's sizes; `walletConnect` says why it counts as WalletConnect code, when it does. */
export type FileSize = Size & { file: string; walletConnect?: string }
export type WalletConnectHit = { file: string; evidence: string }

export type BenchResult = {
  url: string
  firstLoad: { files: FileSize[]; total: Size; bySource: SourceShare[]; byModule: ModuleShare[] }
  eager: { files: FileSize[]; total: Size }
  emitted: { count: number; total: Size }
  lazy: { files: FileSize[]; total: Size }
  idleHints: { files: FileSize[]; total: Size; budgetGzipBytes: number; overBudget: boolean }
  walletConnectInFirstLoad: WalletConnectHit[]
  budget: { gzipBytes: number; overBudget: boolean }
  /** The connected header's chunks hold nothing heavy (headerGraph.ts); absent when not checked. */
  connectedHeader?: HeaderCheck & { ok: boolean }
  ok: boolean
}

export type SummaryExtras = {
  bySource?: SourceShare[]
  byModule?: ModuleShare[]
  idleHints?: FileSize[]
  header?: HeaderCheck
}

export function summarise(
  url: string,
  firstLoad: FileSize[],
  eager: FileSize[],
  emitted: FileSize[],
  walletConnect: WalletConnectHit[],
  { bySource = [], byModule = [], idleHints = [], header }: SummaryExtras = {},
): BenchResult {
  const fetched = new Set([...firstLoad, ...idleHints].map((file) => file.file))
  const lazy = emitted.filter((file) => !fetched.has(file.file))
  const firstLoadTotal = sumSizes(firstLoad)
  const overBudget = firstLoadTotal.gzip > budgetGzipBytes
  const idleTotal = sumSizes(idleHints)
  const idleOver = idleTotal.gzip > idleHintBudgetGzipBytes
  const connectedHeader = header && { ...header, ok: header.chunk !== undefined && header.offending.length === 0 }
  return {
    url,
    firstLoad: { files: firstLoad, total: firstLoadTotal, bySource, byModule },
    eager: { files: eager, total: sumSizes(eager) },
    emitted: { count: emitted.length, total: sumSizes(emitted) },
    lazy: { files: lazy, total: sumSizes(lazy) },
    idleHints: { files: idleHints, total: idleTotal, budgetGzipBytes: idleHintBudgetGzipBytes, overBudget: idleOver },
    walletConnectInFirstLoad: walletConnect,
    budget: { gzipBytes: budgetGzipBytes, overBudget },
    ...(connectedHeader ? { connectedHeader } : {}),
    ok: !overBudget && !idleOver && walletConnect.length === 0 && (connectedHeader?.ok ?? true),
  }
}

function table(title: string, files: readonly FileSize[], total: Size): string[] {
  const label = (file: FileSize) => (file.walletConnect ? `${file.file} [WalletConnect]` : file.file)
  const width = Math.max(24, ...files.map((file) => label(file).length))
  const row = (name: string, size: Size) =>
    `  ${name.padEnd(width)}  ${String(size.raw).padStart(9)}  ${String(size.gzip).padStart(9)}  ${kB(size.gzip).padStart(9)}  ${kB(size.brotli).padStart(9)}`
  return [
    title,
    `  ${'file'.padEnd(width)}  ${'raw B'.padStart(9)}  ${'gzip-9 B'.padStart(9)}  ${'gzip kB'.padStart(9)}  ${'br-11 kB'.padStart(9)}`,
    ...files.map((file) => row(label(file), file)),
    row(`sum (${files.length} files)`, total),
    '',
  ]
}

/** An estimated breakdown: the first `shown` rows, and how many more bench.json holds. */
function shareTable(title: string, rows: readonly { name: string; gzip: number }[], shown: number): string[] {
  if (rows.length === 0) return []
  const head = rows.slice(0, shown)
  const width = Math.max(24, ...head.map((row) => row.name.length))
  return [
    title,
    ...head.map((row) => `  ${row.name.padEnd(width)}  ${kB(row.gzip).padStart(9)}`),
    ...(rows.length > shown ? [`  … ${rows.length - shown} more in test-output/bench.json`] : []),
    '',
  ]
}

const ESTIMATE = "estimated: each file's gzip bytes split by its modules' minified size"

function breakdownTables(firstLoad: BenchResult['firstLoad']): string[] {
  return [
    ...shareTable(
      `First load by source (${ESTIMATE})`,
      firstLoad.bySource.map((share) => ({ name: share.source, gzip: share.gzip })),
      12,
    ),
    ...shareTable(
      `First load's largest modules (${ESTIMATE})`,
      firstLoad.byModule.map((share) => ({ name: share.module, gzip: share.gzip })),
      30,
    ),
  ]
}

/** The human-readable report printed by `npm run bench`. */
export function formatReport(result: BenchResult): string {
  const lines = [
    `Loaded ${result.url} in headless Chromium; JavaScript fetched before any click (network idle + 1 s):`,
    '',
    ...table('First load', result.firstLoad.files, result.firstLoad.total),
    ...breakdownTables(result.firstLoad),
    ...table('Eager in index.html (module scripts + modulepreload)', result.eager.files, result.eager.total),
    ...table(
      'Idle hints (<link rel="prefetch"> once the page is idle; not part of the first load)',
      result.idleHints.files,
      result.idleHints.total,
    ),
    ...table('Lazy chunks (not fetched)', result.lazy.files, result.lazy.total),
    `Total JS emitted: ${result.emitted.count} files, ${result.emitted.total.raw} B raw, ${result.emitted.total.gzip} B gzip-9 (${kB(result.emitted.total.gzip)})`,
    '',
    `first load: ${(result.firstLoad.total.gzip / 1000).toFixed(1)} kB gzip / ${result.budget.gzipBytes / 1000} kB budget; ${kB(result.firstLoad.total.brotli)} brotli`,
    `idle hints: ${(result.idleHints.total.gzip / 1000).toFixed(1)} kB gzip / ${result.idleHints.budgetGzipBytes / 1000} kB budget`,
  ]
  const header = result.connectedHeader
  if (header)
    lines.push(
      `connected header: ${header.chunk ?? 'no chunk found'} and ${header.chunks.length - 1} chunks it imports; ` +
        (header.offending.length === 0
          ? 'no viem clients, transports or signature crypto'
          : `${header.offending.length} heavy modules`),
    )
  if (result.budget.overBudget) lines.push('FAIL: first-load JavaScript is over budget')
  if (result.idleHints.overBudget) lines.push('FAIL: idle hints are over their budget')
  if (header && !header.chunk) lines.push('FAIL: no chunk renders the connected header (ConnectedControl.tsx)')
  for (const hit of header?.offending ?? [])
    lines.push(`FAIL: the connected header's chunks include ${hit.label}: ${hit.module}`)
  for (const hit of result.walletConnectInFirstLoad)
    lines.push(`FAIL: WalletConnect code fetched before any click: ${hit.file} (${hit.evidence})`)
  if (result.ok) lines.push('OK')
  return lines.join('\n')
}

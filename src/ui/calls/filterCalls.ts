import type { CallLogEntry, CallOrigin } from '../../wallet/index.ts'

export type OutcomeFilter = 'all' | CallLogEntry['outcome']
export type OriginFilter = 'all' | CallOrigin

export interface CallFilter {
  /** '' for every method. */
  readonly method: string
  readonly outcome: OutcomeFilter
  /** '' for every chain, 'none' for entries without a chain, else the chain id as text. */
  readonly chain: string
  readonly origin: OriginFilter
}

export const NO_FILTER: CallFilter = { method: '', outcome: 'all', chain: '', origin: 'all' }
export const NO_CHAIN = 'none'

const chainKey = (entry: CallLogEntry): string => (entry.chainId === undefined ? NO_CHAIN : String(entry.chainId))

/** Entries matching the filter, newest first (the log itself is oldest first). */
export function filterCalls(entries: readonly CallLogEntry[], filter: CallFilter): CallLogEntry[] {
  return entries
    .filter(
      (e) =>
        (filter.method === '' || e.method === filter.method) &&
        (filter.outcome === 'all' || e.outcome === filter.outcome) &&
        (filter.chain === '' || chainKey(e) === filter.chain) &&
        (filter.origin === 'all' || e.origin === filter.origin),
    )
    .reverse()
}

/** Every method (and event name) seen, sorted, for the filter's choices. */
export function methodsIn(entries: readonly CallLogEntry[]): string[] {
  return [...new Set(entries.map((e) => e.method))].sort()
}

/** Every chain seen (ids ascending, then 'none' if some entries have no chain), for the filter's choices. */
export function chainsIn(entries: readonly CallLogEntry[]): string[] {
  const ids = [...new Set(entries.flatMap((e) => (e.chainId === undefined ? [] : [e.chainId])))].sort((a, b) => a - b)
  return [...ids.map(String), ...(entries.some((e) => e.chainId === undefined) ? [NO_CHAIN] : [])]
}

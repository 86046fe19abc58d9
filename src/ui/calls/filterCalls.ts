import type { CallLogEntry } from '../../wallet/index.ts'

export type OutcomeFilter = 'all' | CallLogEntry['outcome']

export interface CallFilter {
  /** '' for every method. */
  readonly method: string
  readonly outcome: OutcomeFilter
}

export const NO_FILTER: CallFilter = { method: '', outcome: 'all' }

/** Entries matching the filter, newest first (the log itself is oldest first). */
export function filterCalls(entries: readonly CallLogEntry[], filter: CallFilter): CallLogEntry[] {
  return entries
    .filter(
      (e) =>
        (filter.method === '' || e.method === filter.method) &&
        (filter.outcome === 'all' || e.outcome === filter.outcome),
    )
    .reverse()
}

/** Every method (and event name) seen, sorted, for the filter's choices. */
export function methodsIn(entries: readonly CallLogEntry[]): string[] {
  return [...new Set(entries.map((e) => e.method))].sort()
}

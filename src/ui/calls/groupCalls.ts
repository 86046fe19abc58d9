import type { CallLogEntry } from '../../wallet/index.ts'

/** How an operation ended, as its last request or receipt says. */
export type OperationOutcome =
  | { readonly status: 'pending' }
  | { readonly status: 'confirmed' }
  | { readonly status: 'reverted' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done' }

/** One operation of the call log ('Stake 17 STK for 30 days'): its opening marker and the entries it caused. */
export interface OperationGroup {
  readonly operationId: string
  readonly label: string
  /** The `operation` marker that opened it (its time, chain, origin and wallet head the group). */
  readonly marker: CallLogEntry
  /** Its requests, events and receipts that pass the filter, oldest first (the order they happened in). */
  readonly entries: readonly CallLogEntry[]
  /** How many entries the operation has in the log, filtered or not (the marker not counted). */
  readonly total: number
  readonly outcome: OperationOutcome
  /** From the marker to the end of its last entry (monotonic offsets); undefined while one is pending. */
  readonly durationMs: number | undefined
}

/** A row of the calls table: an operation (expandable to its entries) or an entry of no operation. */
export type CallRow =
  | { readonly kind: 'operation'; readonly group: OperationGroup }
  | { readonly kind: 'entry'; readonly entry: CallLogEntry }

const labelOf = (marker: CallLogEntry): string => {
  const label = (marker.params as { label?: unknown } | undefined)?.label
  return typeof label === 'string' && label !== '' ? label : 'Operation'
}

function outcomeOf(entries: readonly CallLogEntry[]): OperationOutcome {
  if (entries.some((entry) => entry.outcome === 'pending')) return { status: 'pending' }
  const last = [...entries].reverse().find((entry) => entry.kind === 'request' || entry.kind === 'receipt')
  if (!last) return { status: 'pending' }
  if (last.outcome === 'error') return { status: 'failed', message: last.errorMessage ?? 'The request failed.' }
  if (last.kind === 'receipt') {
    const status = (last.result as { status?: unknown } | undefined)?.status
    return status === 'success' ? { status: 'confirmed' } : { status: 'reverted' }
  }
  return { status: 'done' }
}

function durationOf(marker: CallLogEntry, entries: readonly CallLogEntry[]): number | undefined {
  if (entries.some((entry) => entry.outcome === 'pending')) return undefined
  const end = Math.max(marker.offsetMs, ...entries.map((entry) => entry.offsetMs + (entry.durationMs ?? 0)))
  return end - marker.offsetMs
}

/**
 * The table's rows, newest first: the entries of each operation the log opened with an `operation` marker
 * (a Stake, Claim, Withdraw, Mint or sign-in: its capability query, permit or approval, send, status polls
 * and receipts share its operationId) become one row, placed where the operation started; every other entry
 * stays a row of its own. `all` is the whole log (oldest first), which names the operations and their
 * outcome; `shown` is what passes the filters: an operation shows when its marker or one of its entries does.
 */
export function groupCalls(all: readonly CallLogEntry[], shown: readonly CallLogEntry[]): CallRow[] {
  const markers = new Map<string, CallLogEntry>()
  for (const entry of all) {
    if (entry.kind === 'marker' && entry.method === 'operation') markers.set(entry.operationId, entry)
  }
  const members = new Map<string, CallLogEntry[]>()
  for (const entry of all) {
    if (markers.has(entry.operationId) && markers.get(entry.operationId) !== entry) {
      const list = members.get(entry.operationId)
      if (list) list.push(entry)
      else members.set(entry.operationId, [entry])
    }
  }
  const shownSeqs = new Set(shown.map((entry) => entry.seq))
  const rows: CallRow[] = []
  const placed = new Set<string>()
  // Newest first by where each row starts: an operation sits at its marker, however long it ran.
  const starts = [...shown]
  for (const marker of markers.values()) if (!shownSeqs.has(marker.seq)) starts.push(marker)
  starts.sort((a, b) => b.seq - a.seq)
  for (const entry of starts) {
    const marker = markers.get(entry.operationId)
    if (!marker) {
      rows.push({ kind: 'entry', entry })
      continue
    }
    if (entry !== marker || placed.has(marker.operationId)) continue
    const caused = members.get(marker.operationId) ?? []
    const visible = caused.filter((member) => shownSeqs.has(member.seq))
    if (visible.length === 0 && !shownSeqs.has(marker.seq)) continue
    placed.add(marker.operationId)
    rows.push({
      kind: 'operation',
      group: {
        operationId: marker.operationId,
        label: labelOf(marker),
        marker,
        entries: visible,
        total: caused.length,
        outcome: outcomeOf(caused),
        durationMs: durationOf(marker, caused),
      },
    })
  }
  return rows
}

import { readField } from '../../chains/index.ts'
import type { CallLogEntry } from '../../wallet/index.ts'

/**
 * How an operation ended: as its `operation-end` marker says (written by the app, or by the log for an operation
 * a reload left open), else, in logs from before those markers, as its last request or receipt says.
 */
export type OperationOutcome =
  | { readonly status: 'pending' }
  | { readonly status: 'confirmed' }
  | { readonly status: 'done' }
  | { readonly status: 'reverted'; readonly message?: string | undefined }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'not-sent'; readonly message: string }
  | { readonly status: 'rejected'; readonly message?: string | undefined }
  | { readonly status: 'abandoned'; readonly message: string }

/** One operation of the call log ('Stake 17 STK for 30 days'): its opening marker and the entries it caused. */
export interface OperationGroup {
  readonly operationId: string
  readonly label: string
  /** The `operation` marker that opened it (its time, chain, origin and wallet head the group). */
  readonly marker: CallLogEntry
  /**
   * Its requests, events and receipts that pass the filter, oldest first (the order they happened in), and its
   * `operation-end` marker last when it passes too.
   */
  readonly entries: readonly CallLogEntry[]
  /** How many entries the operation has in the log, filtered or not (the opening marker not counted, the end counted). */
  readonly total: number
  readonly outcome: OperationOutcome
  /** From the marker to its end (monotonic offsets); undefined while it runs, or when a reload ended it. */
  readonly durationMs: number | undefined
}

/** A row of the calls table: an operation (expandable to its entries) or an entry of no operation. */
export type CallRow =
  | { readonly kind: 'operation'; readonly group: OperationGroup }
  | { readonly kind: 'entry'; readonly entry: CallLogEntry }

const labelOf = (marker: CallLogEntry): string => {
  const label = readField(marker.params, 'label')
  return typeof label === 'string' && label !== '' ? label : 'Operation'
}

/** The marker that ends an operation (`WalletOperation.end`, or the log's own after a reload). */
export const isOperationEnd = (entry: CallLogEntry): boolean =>
  entry.kind === 'marker' && entry.method === 'operation-end'

/** An `operation-end` marker's details: its status, and its reason when it is a sentence. */
export function endDetails(entry: CallLogEntry): { status: string; reason: string | undefined } {
  // An entry's details are whatever was logged: read without throwing.
  const status = readField(entry.params, 'status')
  const reason = readField(entry.params, 'reason')
  return {
    status: typeof status === 'string' ? status : '',
    reason: typeof reason === 'string' && reason !== '' ? reason : undefined,
  }
}

const receiptSucceeded = (entry: CallLogEntry): boolean =>
  entry.kind === 'receipt' && readField(entry.result, 'status') === 'success'

/** The outcome an end marker states; undefined for a status this page does not know (the entries decide then). */
function endedOutcome(end: CallLogEntry, entries: readonly CallLogEntry[]): OperationOutcome | undefined {
  const { status, reason } = endDetails(end)
  switch (status) {
    case 'succeeded':
      return entries.some(receiptSucceeded) ? { status: 'confirmed' } : { status: 'done' }
    case 'not-sent':
      return { status: 'not-sent', message: reason ?? 'Nothing was sent.' }
    case 'rejected':
      return { status: 'rejected', message: reason }
    case 'failed':
      return { status: 'failed', message: reason ?? 'The operation failed.' }
    case 'reverted':
      return { status: 'reverted', message: reason }
    case 'abandoned':
      return { status: 'abandoned', message: reason ?? 'The page was reloaded before the operation ended.' }
    default:
      return undefined
  }
}

/** Without an end marker (older logs): pending while a request is, or before the first; else the last request or receipt. */
function derivedOutcome(entries: readonly CallLogEntry[]): OperationOutcome {
  if (entries.some((entry) => entry.outcome === 'pending')) return { status: 'pending' }
  const last = [...entries].reverse().find((entry) => entry.kind === 'request' || entry.kind === 'receipt')
  if (!last) return { status: 'pending' }
  if (last.outcome === 'error') return { status: 'failed', message: last.errorMessage ?? 'The request failed.' }
  if (last.kind === 'receipt') return receiptSucceeded(last) ? { status: 'confirmed' } : { status: 'reverted' }
  return { status: 'done' }
}

/** An operation with an end marker of a status this page does not know is over all the same: never pending. */
const settled = (outcome: OperationOutcome, end: CallLogEntry | undefined): OperationOutcome =>
  end && outcome.status === 'pending' ? { status: 'done' } : outcome

/**
 * From the marker to the end of its last entry, or to its end marker. Offsets count within one page load: an
 * operation ended in a later one (abandoned across a reload) has no duration, nor one still running.
 */
function durationOf(marker: CallLogEntry, entries: readonly CallLogEntry[], end: CallLogEntry | undefined) {
  if (end ? end.sessionId !== marker.sessionId : entries.some((entry) => entry.outcome === 'pending')) return undefined
  const ends = [...entries, ...(end ? [end] : [])]
    .filter((entry) => entry.sessionId === marker.sessionId && entry.outcome !== 'pending')
    .map((entry) => entry.offsetMs + (entry.durationMs ?? 0))
  return Math.max(marker.offsetMs, ...ends) - marker.offsetMs
}

/** An operation's row from its marker and every entry it caused (oldest first); `shown`: the filter's seqs. */
function groupOf(marker: CallLogEntry, caused: readonly CallLogEntry[], shown: ReadonlySet<number>): OperationGroup {
  const end = caused.find(isOperationEnd)
  const rest = caused.filter((entry) => entry !== end)
  const visible = [...rest, ...(end ? [end] : [])].filter((entry) => shown.has(entry.seq))
  return {
    operationId: marker.operationId,
    label: labelOf(marker),
    marker,
    entries: visible,
    total: caused.length,
    outcome: (end && endedOutcome(end, rest)) ?? settled(derivedOutcome(rest), end),
    durationMs: durationOf(marker, rest, end),
  }
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
    rows.push({ kind: 'operation', group: groupOf(marker, caused, shownSeqs) })
  }
  return rows
}

/**
 * Records the log's entries: each new entry is redacted, sealed into the chain and kept in the ring, and the
 * log hears of the change. A request is recorded pending and closed with its outcome; the wallet's answers
 * and events tell which chain and account are in effect.
 */
import type { CallLogEntry } from '../types.ts'
import type { CallLog, CallOutcome, CallStart, EntryContext } from './callLogApi.ts'
import type { EntryRing } from './entryRing.ts'
import type { LazySealer } from './lazySealer.ts'
import { closedEntry, type EntryFactory } from './logEntries.ts'
import { toPlain } from './plain.ts'

/** `monotonic` is the monotonic clock in ms (requests' durations); `changed` hears of every change. */
export function createRecorder(
  entries: EntryFactory,
  monotonic: () => number,
  ring: EntryRing,
  redact: (entry: CallLogEntry) => CallLogEntry,
  sealer: LazySealer,
  changed: () => void,
) {
  function push(entry: CallLogEntry): void {
    const kept = redact(entry)
    sealer.update(kept)
    const trimmed = ring.push(kept)
    // Trimmed before its answer: sealed as it stands, so the chain goes on.
    if (trimmed !== undefined) sealer.force(trimmed)
    changed()
  }

  return {
    newOperationId: entries.newOperationId,
    push,
    start(call: CallStart): ReturnType<CallLog['start']> {
      const begun = monotonic()
      const entry = entries.newEntry(
        call.walletId,
        call,
        call.kind ?? 'request',
        call.origin ?? 'module',
        call.method,
        toPlain(call.params),
        'pending',
      )
      push(entry)
      return {
        finish(outcome: CallOutcome) {
          const closed = ring.close(entry.seq, (open) => {
            const durationMs = Math.round((monotonic() - begun) * 1000) / 1000
            if (outcome.ok) entries.observe(call.walletId, call.method, outcome.result)
            return redact(closedEntry(open, outcome, durationMs))
          })
          if (!closed) return // trimmed or already finished
          sealer.update(closed)
          changed()
        },
      }
    },
    event(walletId: string, name: string, payload: unknown, context: EntryContext = {}): void {
      const params = toPlain(payload)
      entries.observe(walletId, name, params)
      push(entries.newEntry(walletId, context, 'event', 'wallet', name, params, 'event'))
    },
    mark(walletId: string, name: string, details: unknown, context: EntryContext = {}): void {
      push(entries.newEntry(walletId, context, 'marker', 'module', name, toPlain(details), 'ok'))
    },
  }
}

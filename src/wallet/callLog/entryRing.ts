/**
 * The call log's entries, oldest first, in a ring buffer: `slots[head]` is the oldest of `size` entries, so
 * trimming the oldest costs O(1) per entry. Requests still waiting for their answer are found by seq, and
 * what clear() removed is held apart (in memory only, lost on unload) until undoClear() puts it back.
 */
import type { CallLogEntry } from '../types.ts'

export type EntryRing = ReturnType<typeof createEntryRing>

export function createEntryRing(limit: number) {
  let slots: (CallLogEntry | undefined)[] = new Array<CallLogEntry | undefined>(limit)
  let head = 0
  let size = 0
  /** Pending requests: seq → slot. */
  const pending = new Map<number, number>()
  /** What clear() removed, oldest first. */
  let cleared: CallLogEntry[] = []

  /** The entries, oldest first, in a new array. */
  function list(): CallLogEntry[] {
    const out = new Array<CallLogEntry>(size)
    for (let i = 0; i < size; i++) out[i] = slots[(head + i) % limit] as CallLogEntry
    return out
  }

  /** The ring holds `entries` (at most `limit`), oldest in slot 0. */
  function refill(entries: readonly CallLogEntry[]): void {
    slots = new Array<CallLogEntry | undefined>(limit)
    pending.clear()
    for (const [index, entry] of entries.entries()) {
      slots[index] = entry
      if (entry.outcome === 'pending') pending.set(entry.seq, index)
    }
    head = 0
    size = entries.length
  }

  /** The oldest seq in the ring; `next` (the seq the next entry gets) when it is empty. */
  const firstSeq = (next: number): number => (size > 0 ? (slots[head] as CallLogEntry).seq : next)

  return {
    list,
    firstSeq,
    /** The oldest seq the log still holds, counting what clear() holds. */
    lowestHeldSeq: (next: number): number => Math.min(cleared[0]?.seq ?? Number.POSITIVE_INFINITY, firstSeq(next)),
    get restorable(): number {
      return cleared.length
    },
    /** Adds the newest entry; returns the seq of a request the ring trimmed before its answer, if it did. */
    push(entry: CallLogEntry): number | undefined {
      let trimmed: number | undefined
      if (size < limit) {
        slots[(head + size) % limit] = entry
        if (entry.outcome === 'pending') pending.set(entry.seq, (head + size) % limit)
        size++
      } else {
        const dropped = slots[head]
        if (dropped?.outcome === 'pending') {
          pending.delete(dropped.seq)
          trimmed = dropped.seq
        }
        slots[head] = entry
        if (entry.outcome === 'pending') pending.set(entry.seq, head)
        head = (head + 1) % limit
      }
      return trimmed
    },
    /**
     * Replaces the request `seq`, still pending, by `close(it)`; returns the closed entry, or undefined when the
     * request was trimmed or already finished.
     */
    close(seq: number, close: (open: CallLogEntry) => CallLogEntry): CallLogEntry | undefined {
      const slot = pending.get(seq)
      const live = slot === undefined ? undefined : slots[slot]
      // A request cleared in flight is closed where clear() holds it, so an undo brings it back answered.
      const heldAt =
        live?.seq === seq ? -1 : cleared.findIndex((held) => held.seq === seq && held.outcome === 'pending')
      const open = live?.seq === seq ? live : cleared[heldAt]
      if (!open) return undefined
      pending.delete(seq)
      const closed = close(open)
      if (slot !== undefined && live?.seq === seq) slots[slot] = closed
      else cleared[heldAt] = closed
      return closed
    },
    /** Marks `untrusted` the entries of `seqs` from an earlier session, telling `marked` of each. */
    markUntrusted(seqs: ReadonlySet<number>, sessionId: string, marked: (entry: CallLogEntry) => void): void {
      for (let i = 0; i < size; i++) {
        const slot = (head + i) % limit
        const entry = slots[slot]
        if (entry && seqs.has(entry.seq) && entry.sessionId !== sessionId) {
          slots[slot] = { ...entry, untrusted: true }
          marked(slots[slot])
        }
      }
    },
    /** Empties the ring, holding at most `limit` entries for undoClear; `leaving` hears of each entry let go. */
    clear(leaving: (seq: number) => void): number {
      const removed = size
      const all = [...cleared, ...list()]
      for (const entry of all.slice(0, Math.max(0, all.length - limit))) leaving(entry.seq)
      cleared = all.slice(-limit)
      refill([])
      return removed
    },
    /** Puts back what clear() holds; returns how many entries came back. */
    undoClear(): number {
      const back = cleared
      if (back.length === 0) return 0
      cleared = []
      // Cleared entries are older than every entry since: they go first, and the ring keeps the newest `limit`.
      refill([...back, ...list()].slice(-limit))
      return back.length
    },
  }
}

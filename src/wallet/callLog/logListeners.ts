/**
 * The log's change notice: `entries` is a frozen list rebuilt only when read after a change, and listeners
 * hear of changes once per microtask, however many there were.
 */
import { createEmitter } from '../events/createEmitter.ts'
import type { CallLogEntry } from '../types.ts'

/** `read` lists the entries afresh; `write` (the persisted log's, when it is on) is queued on every round. */
export function createLogListeners(
  read: () => CallLogEntry[],
  write: ((list: () => readonly CallLogEntry[]) => void) | undefined,
) {
  const listeners = createEmitter<readonly CallLogEntry[]>()
  let ordered: readonly CallLogEntry[] | undefined = []
  let scheduled = false
  const list = (): readonly CallLogEntry[] => (ordered ??= Object.freeze(read()))
  return {
    list,
    subscribe: (listener: (entries: readonly CallLogEntry[]) => void) => listeners.on(listener),
    changed(): void {
      ordered = undefined
      if (scheduled) return
      scheduled = true
      queueMicrotask(() => {
        scheduled = false
        const entries = list()
        write?.(list)
        listeners.emit(entries)
      })
    },
  }
}

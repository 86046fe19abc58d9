/**
 * The audit log: every wallet request and every wallet event, newest last, in a ring buffer.
 * `entries` is a valtio proxy, so views subscribe to it like to the wallet state.
 */
import { proxy, snapshot, subscribe as subscribeProxy } from 'valtio/vanilla'
import type { CallLogEntry } from '../types.ts'

export const CALL_LOG_LIMIT = 1000

export interface CallLog {
  /** Proxied list, oldest first, at most `limit` entries. */
  readonly entries: CallLogEntry[]
  readonly limit: number
  /** Starts a request entry; call `finish` with its outcome. */
  start(walletId: string, method: string, params: unknown): { finish(outcome: CallOutcome): void }
  /** Records an event a wallet emitted (accountsChanged, chainChanged, disconnect, …). */
  event(walletId: string, name: string, payload: unknown): void
  /** Calls back (a microtask later, like valtio) after entries change; returns the unsubscribe. */
  subscribe(listener: (entries: readonly CallLogEntry[]) => void): () => void
  /** The entries as pretty JSON (bigints as decimal strings). */
  exportJson(): string
  clear(): void
}

export type CallOutcome =
  | { ok: true; result: unknown }
  | { ok: false; errorCode: number | string | undefined; errorMessage: string }

export function createCallLog(options: { limit?: number; now?: () => number } = {}): CallLog {
  const limit = options.limit ?? CALL_LOG_LIMIT
  const now = options.now ?? (() => Date.now())
  const state = proxy<{ entries: CallLogEntry[] }>({ entries: [] })
  let nextId = 1

  function push(entry: CallLogEntry): void {
    state.entries.push(entry)
    if (state.entries.length > limit) state.entries.splice(0, state.entries.length - limit)
  }

  function replace(id: number, update: (entry: CallLogEntry) => CallLogEntry): void {
    // Search from the end: a pending request is almost always among the newest entries.
    for (let i = state.entries.length - 1; i >= 0; i--) {
      const entry = state.entries[i]
      if (entry?.id === id) {
        state.entries[i] = update(entry)
        return
      }
    }
  }

  return {
    get entries() {
      return state.entries
    },
    limit,
    start(walletId, method, params) {
      const id = nextId++
      const startedAt = now()
      push({ id, kind: 'request', walletId, method, params: toPlain(params), startedAt, outcome: 'pending' })
      return {
        finish(outcome) {
          const durationMs = now() - startedAt
          replace(id, (entry) =>
            outcome.ok
              ? { ...entry, durationMs, outcome: 'ok', result: toPlain(outcome.result) }
              : { ...entry, durationMs, outcome: 'error', errorCode: outcome.errorCode, errorMessage: outcome.errorMessage },
          )
        },
      }
    },
    event(walletId, name, payload) {
      push({ id: nextId++, kind: 'event', walletId, method: name, params: toPlain(payload), startedAt: now(), outcome: 'event' })
    },
    subscribe(listener) {
      return subscribeProxy(state, () => listener(state.entries))
    },
    exportJson() {
      return JSON.stringify(snapshot(state).entries, null, 2)
    },
    clear() {
      state.entries.splice(0, state.entries.length)
    },
  }
}

/** Copies a value into plain JSON data so the log never holds live objects or bigints. */
function toPlain(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown
  } catch {
    return String(value)
  }
}

/**
 * The audit log: every wallet request and every wallet event, oldest first, in a ring buffer whose
 * trimming costs O(1) per entry. Entries are plain, redacted JSON data; `entries` is a frozen list
 * rebuilt only when read after a change, and listeners hear of changes once per microtask.
 */
import { createEmitter } from '../events/createEmitter.ts'
import { WalletConfigError } from '../errors/configErrors.ts'
import type { CallLogEntry, CallOrigin } from '../types.ts'
import { MODULE_NAME, MODULE_VERSION } from '../version.ts'
import {
  PERSISTED_ENTRIES_LIMIT,
  PERSISTED_LOG_MAX_CHARS,
  readStoredLog,
  writeStoredLog,
  type CallLogPersistOptions,
} from './persistLog.ts'
import { toPlain } from './plain.ts'
import { redactEntry } from './redact.ts'

export const CALL_LOG_LIMIT = 1000

export interface CallLogOptions {
  /** Entries kept (default `CALL_LOG_LIMIT`, 1000). */
  readonly limit?: number
  /** Runs on every entry after the default redaction (`redactEntry`), before it is stored. */
  readonly redact?: (entry: CallLogEntry) => CallLogEntry
  /** Keep the log across reloads in sessionStorage (default off). */
  readonly persist?: boolean | CallLogPersistOptions
  /** Written into the export header. */
  readonly appName?: string
  readonly now?: () => number
}

/** What a request entry records when it starts. */
export interface CallStart {
  readonly walletId: string
  readonly method: string
  readonly params?: unknown
  readonly origin?: CallOrigin
  readonly chainId?: number
  readonly rdns?: string
}

export type CallOutcome =
  | { ok: true; result: unknown }
  | {
      ok: false
      errorCode: number | string | undefined
      errorMessage: string
      /** The wallet's own code and message, beside the module's short message. */
      walletErrorCode?: number | string
      walletErrorMessage?: string
    }

/** Header of an export: what produced the log, where and when. */
export interface CallLogHeader {
  readonly module: string
  readonly version: string
  readonly app: string | undefined
  readonly origin: string | undefined
  readonly userAgent: string | undefined
  readonly startedAt: string
  readonly exportedAt: string
  readonly entryCount: number
}

export interface CallLog {
  /** Oldest first, at most `limit` entries; a frozen list, replaced on every change. */
  readonly entries: readonly CallLogEntry[]
  readonly limit: number
  /** Starts a request entry; call `finish` with its outcome (later calls are ignored). */
  start(call: CallStart): { finish(outcome: CallOutcome): void }
  /** Records an event a wallet emitted (accountsChanged, chainChanged, disconnect, …). */
  event(walletId: string, name: string, payload: unknown, context?: { chainId?: number; rdns?: string }): void
  /** Calls back (a microtask after changes) with the entries; returns the unsubscribe. */
  subscribe(listener: (entries: readonly CallLogEntry[]) => void): () => void
  header(): CallLogHeader
  /** `{ header, entries }` as pretty JSON (bigints as decimal strings). */
  exportJson(): string
  /** One JSON object per line: the header (with `"type": "header"`), then each entry. */
  exportNdjson(): string
  clear(): void
}

export function createCallLog(options: CallLogOptions = {}): CallLog {
  const limit = options.limit ?? CALL_LOG_LIMIT
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new WalletConfigError(`The call log limit must be a positive integer, not ${String(limit)}.`)
  const now = options.now ?? (() => Date.now())
  const persist = persistSettings(options.persist)
  const stored = persist ? readStoredLog(persist.storage, persist.key) : undefined
  let startedAt = stored?.startedAt ?? now()

  // The ring: `slots[head]` is the oldest of `size` entries. Pending requests map id → slot.
  let slots: (CallLogEntry | undefined)[] = new Array<CallLogEntry | undefined>(limit)
  let head = 0
  let size = 0
  const pending = new Map<number, number>()
  let nextId = 1
  let ordered: readonly CallLogEntry[] | undefined = []
  const listeners = createEmitter<readonly CallLogEntry[]>()
  let scheduled = false

  function list(): readonly CallLogEntry[] {
    if (!ordered) {
      const out = new Array<CallLogEntry>(size)
      for (let i = 0; i < size; i++) out[i] = slots[(head + i) % limit] as CallLogEntry
      ordered = Object.freeze(out)
    }
    return ordered
  }

  function changed(): void {
    ordered = undefined
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (persist)
        writeStoredLog(
          persist.storage,
          persist.key,
          { startedAt, entries: list() },
          persist.maxEntries,
          persist.maxChars,
        )
      listeners.emit(list())
    })
  }

  /** Redaction never loses an entry: a failing hook stores the default-redacted one, marked. */
  function redact(entry: CallLogEntry): CallLogEntry {
    const safe = redactEntry(entry)
    if (!options.redact) return safe
    try {
      return options.redact(safe)
    } catch {
      return { ...safe, params: '[redact hook failed]', result: undefined }
    }
  }

  function push(entry: CallLogEntry): void {
    const stored = redact(entry)
    if (size < limit) {
      slots[(head + size) % limit] = stored
      if (stored.outcome === 'pending') pending.set(stored.id, (head + size) % limit)
      size++
    } else {
      const dropped = slots[head]
      if (dropped?.outcome === 'pending') pending.delete(dropped.id)
      slots[head] = stored
      if (stored.outcome === 'pending') pending.set(stored.id, head)
      head = (head + 1) % limit
    }
    changed()
  }

  function header(): CallLogHeader {
    const location = (globalThis as { location?: { origin?: string } }).location
    const navigator = (globalThis as { navigator?: { userAgent?: string } }).navigator
    return {
      module: MODULE_NAME,
      version: MODULE_VERSION,
      app: options.appName,
      origin: location?.origin,
      userAgent: navigator?.userAgent,
      startedAt: new Date(startedAt).toISOString(),
      exportedAt: new Date(now()).toISOString(),
      entryCount: size,
    }
  }

  for (const entry of stored?.entries ?? []) push(entry)
  nextId = Math.max(0, ...(stored?.entries ?? []).map((entry) => entry.id)) + 1

  return {
    get entries() {
      return list()
    },
    limit,
    start(call) {
      const id = nextId++
      const begun = now()
      push({
        id,
        kind: 'request',
        origin: call.origin ?? 'module',
        walletId: call.walletId,
        ...(call.rdns ? { rdns: call.rdns } : {}),
        ...(call.chainId !== undefined ? { chainId: call.chainId } : {}),
        method: call.method,
        params: toPlain(call.params),
        startedAt: begun,
        outcome: 'pending',
      })
      return {
        finish(outcome) {
          const slot = pending.get(id)
          const entry = slot === undefined ? undefined : slots[slot]
          if (slot === undefined || entry?.id !== id) return // trimmed, cleared or already finished
          pending.delete(id)
          const durationMs = now() - begun
          slots[slot] = redact(
            outcome.ok
              ? { ...entry, durationMs, outcome: 'ok', result: toPlain(outcome.result) }
              : {
                  ...entry,
                  durationMs,
                  outcome: 'error',
                  errorCode: outcome.errorCode,
                  errorMessage: outcome.errorMessage,
                  ...(outcome.walletErrorCode !== undefined ? { walletErrorCode: outcome.walletErrorCode } : {}),
                  ...(outcome.walletErrorMessage !== undefined
                    ? { walletErrorMessage: outcome.walletErrorMessage }
                    : {}),
                },
          )
          changed()
        },
      }
    },
    event(walletId, name, payload, context = {}) {
      push({
        id: nextId++,
        kind: 'event',
        origin: 'wallet',
        walletId,
        ...(context.rdns ? { rdns: context.rdns } : {}),
        ...(context.chainId !== undefined ? { chainId: context.chainId } : {}),
        method: name,
        params: toPlain(payload),
        startedAt: now(),
        outcome: 'event',
      })
    },
    subscribe: (listener) => listeners.on(listener),
    header,
    exportJson: () => JSON.stringify({ header: header(), entries: list() }, null, 2),
    exportNdjson: () =>
      `${[{ type: 'header', ...header() }, ...list()].map((line) => JSON.stringify(line)).join('\n')}\n`,
    clear() {
      slots = new Array<CallLogEntry | undefined>(limit)
      head = 0
      size = 0
      pending.clear()
      startedAt = now()
      changed()
    },
  }
}

function persistSettings(persist: CallLogOptions['persist']) {
  if (!persist) return undefined
  const settings = persist === true ? {} : persist
  const storage = settings.storage
  // createWallet always supplies storage and key; a bare createCallLog needs them named.
  if (!storage || !settings.key) throw new WalletConfigError('Call-log persistence needs a storage and a key.')
  const maxEntries = settings.maxEntries ?? PERSISTED_ENTRIES_LIMIT
  const maxChars = settings.maxChars ?? PERSISTED_LOG_MAX_CHARS
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1)
    throw new WalletConfigError('persist.maxEntries must be a positive integer.')
  return { storage, key: settings.key, maxEntries, maxChars }
}

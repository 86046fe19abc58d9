/**
 * The audit log: every wallet request, every wallet event, the receipt outcomes the app saw and
 * markers (reload, connect, disconnect, clear), oldest first, in a ring buffer whose trimming costs O(1)
 * per entry. Entries are plain, redacted JSON data numbered by `seq`, grouped by `operationId`, and
 * exported with a SHA-256 hash chain (`verifyCallLog` checks it). `entries` is a frozen list rebuilt
 * only when read after a change; listeners hear of changes once per microtask.
 */
import { createEmitter } from '../events/createEmitter.ts'
import { WalletConfigError } from '../errors/configErrors.ts'
import type { CallLogEntry, CallOrigin } from '../types.ts'
import { MODULE_NAME, MODULE_VERSION } from '../version.ts'
import { CALL_LOG_SCHEMA_VERSION } from './schemaVersion.ts'
import type { CallLogDescription } from './hashChain.ts'
import type { CallLogAnchoring, CheckpointClient } from './checkpointClient.ts'
import { createLazySealer } from './lazySealer.ts'
import { createInEffect } from './inEffect.ts'
import { readStoredLog } from './persistLog.ts'
import { toPlain } from './plain.ts'
import { redactEntry, redactSignatures } from './redact.ts'

import {
  CALL_LOG_LIMIT,
  PERSISTED_ENTRIES_LIMIT,
  PERSISTED_LOG_MAX_CHARS,
  type CallLogOptions,
  type CallStart,
  type EntryContext,
  type CallOutcome,
  type CallLogHeader,
  type CallLogExport,
  type CallLog,
} from './callLogApi.ts'
import { guardedConfig } from '../errors/boundary.ts'

export { CALL_LOG_LIMIT }
export type { CallLogOptions, CallStart, EntryContext, CallOutcome, CallLogHeader, CallLogExport, CallLog }

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createCallLog(options: CallLogOptions = {}): CallLog {
  return guardedConfig('createCallLog', () => buildCallLog(options))
}

function buildCallLog(options: CallLogOptions = {}): CallLog {
  const limit = options.limit ?? CALL_LOG_LIMIT
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new WalletConfigError(`The call log limit must be a positive integer, not ${String(limit)}.`)
  const now = options.now ?? (() => Date.now())
  const monotonic = options.monotonicNow ?? (() => globalThis.performance?.now() ?? Date.now())
  const sessionId = randomId()
  const sessionStart = monotonic()
  const startedAt = now()
  const persist = persistSettings(options.persist)
  const stored = persist ? readStoredLog(persist.storage, persist.key) : undefined
  const chainStartSeq = stored?.entries[0]?.seq ?? 1
  const description: CallLogDescription = {
    schemaVersion: CALL_LOG_SCHEMA_VERSION,
    module: MODULE_NAME,
    version: MODULE_VERSION,
    // Only a string names the app: anything else (however hostile) is left out of the description.
    app: typeof options.appName === 'string' ? options.appName : undefined,
    origin: (globalThis as { location?: { origin?: string } }).location?.origin || undefined,
    userAgent: (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent || undefined,
    sessionId,
    startedAt: new Date(startedAt).toISOString(),
    limit,
    chainStartSeq,
    hashAlgorithm: 'SHA-256',
  }
  // The hashing, the checkpoint client and the export's chaining load on first use, not on the connect path.
  let genesisLoad: Promise<string> | undefined
  // Computed when first needed (the first sealing or export), so a page that logs nothing fetches no hashing code.
  const genesis = (): Promise<string> =>
    (genesisLoad ??= import('./hashChain.ts').then(({ genesisHash }) => genesisHash(description)))
  let restoreChecked: () => void = () => undefined
  const restoreGate = new Promise<void>((resolve) => {
    restoreChecked = resolve
  })
  const checkpointOptions = options.checkpoints
  let anchor: CheckpointClient | undefined
  let anchorLoad: Promise<CheckpointClient> | undefined
  function loadAnchor(): Promise<CheckpointClient> | undefined {
    if (!checkpointOptions) return undefined
    anchorLoad ??= (async () => {
      const { createCheckpointClient } = await import('./checkpointClient.ts')
      anchor = createCheckpointClient(checkpointOptions, sessionId, chainStartSeq, await sealer.load(), () => changed())
      return anchor
    })()
    return anchorLoad
  }
  const sealer = createLazySealer(genesis, chainStartSeq, restoreGate, (loaded, entries) => {
    const endsOperation = entries.some((entry) => entry.kind === 'marker' && entry.method === 'operation-end')
    void loadAnchor()?.then((client) => client.sealed(endsOperation))
    // Links of entries no longer held (trimmed, not cleared) are not exported; keep those still to be posted.
    const unposted = checkpointOptions ? (anchor?.nextSeq ?? chainStartSeq) : Number.POSITIVE_INFINITY
    loaded.prune(Math.max(Math.min(lowestHeldSeq(), unposted), nextSeq - 4 * limit))
  })
  const inEffect = createInEffect()
  let operations = 0

  // The ring: `slots[head]` is the oldest of `size` entries. Pending requests map seq → slot.
  let slots: (CallLogEntry | undefined)[] = new Array<CallLogEntry | undefined>(limit)
  let head = 0
  let size = 0
  const pending = new Map<number, number>()
  /** What clear() removed, oldest first, held in memory only (lost on unload). */
  let cleared: CallLogEntry[] = []
  let nextSeq = Math.max(0, ...(stored?.entries ?? []).map((entry) => entry.seq)) + 1
  let ordered: readonly CallLogEntry[] | undefined = []
  const listeners = createEmitter<readonly CallLogEntry[]>()
  let scheduled = false
  let writes = Promise.resolve()

  function list(): readonly CallLogEntry[] {
    if (!ordered) {
      const out = new Array<CallLogEntry>(size)
      for (let i = 0; i < size; i++) out[i] = slots[(head + i) % limit] as CallLogEntry
      ordered = Object.freeze(out)
    }
    return ordered
  }

  async function persistNow(settings: NonNullable<typeof persist>): Promise<void> {
    const { writeStoredLog } = await import('./persistWrite.ts')
    await writeStoredLog(settings.storage, settings.key, list(), settings.maxEntries, settings.maxChars)
  }

  function changed(): void {
    ordered = undefined
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      const entries = list()
      // Writes wait for the restore check, so an edited entry is never stored again as trusted.
      if (persist)
        writes = writes
          .then(() => restored)
          .then(() => persistNow(persist))
          .catch(() => undefined)
      listeners.emit(entries)
    })
  }

  /**
   * Redaction never loses an entry, and a log call never throws (it runs inside the request path and event
   * handlers): a value too large to redact is stored without its data, marked; a failing hook stores the
   * default-redacted entry, marked.
   */
  function redact(entry: CallLogEntry): CallLogEntry {
    let safe: CallLogEntry
    try {
      const defaults = redactEntry(entry)
      safe = options.keepSignatures ? defaults : redactSignatures(defaults)
    } catch {
      // Without any field that could hold a secret.
      safe = {
        ...entry,
        params: UNREDACTABLE,
        result: undefined,
        errorMessage: undefined,
        walletErrorMessage: undefined,
      }
    }
    if (!options.redact) return safe
    try {
      return options.redact(safe)
    } catch {
      return { ...safe, params: '[redact hook failed]', result: undefined }
    }
  }

  function push(entry: CallLogEntry): void {
    const kept = redact(entry)
    sealer.update(kept)
    if (size < limit) {
      slots[(head + size) % limit] = kept
      if (kept.outcome === 'pending') pending.set(kept.seq, (head + size) % limit)
      size++
    } else {
      const dropped = slots[head]
      if (dropped?.outcome === 'pending') {
        pending.delete(dropped.seq)
        // Trimmed before its answer: sealed as it stands, so the chain goes on.
        sealer.force(dropped.seq)
      }
      slots[head] = kept
      if (kept.outcome === 'pending') pending.set(kept.seq, head)
      head = (head + 1) % limit
    }
    changed()
  }

  // The page's origin does not change while the page lives; read once, not per entry.
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin || undefined

  /**
   * A new entry. Every entry is built in one literal of one shape (absent fields undefined, which JSON
   * drops from exports and storage): conditional spreads here cost the log most of its per-entry time.
   */
  function newEntry(
    walletId: string,
    context: EntryContext,
    kind: CallLogEntry['kind'],
    origin: CallOrigin,
    method: string,
    params: unknown,
    outcome: CallLogEntry['outcome'],
  ): CallLogEntry {
    const effect = inEffect.get(walletId)
    return {
      seq: nextSeq++,
      sessionId,
      operationId: context.operationId ?? newOperationId(),
      kind,
      origin,
      pageOrigin,
      walletId,
      rdns: context.rdns || undefined,
      peerName: context.peerName || undefined,
      chainId: effect.chainId ?? context.chainId,
      account: effect.account || undefined,
      startedAt: new Date(now()).toISOString(),
      offsetMs: Math.max(0, Math.round((monotonic() - sessionStart) * 1000) / 1000),
      method,
      params,
      outcome,
    }
  }

  function newOperationId(): string {
    return `${sessionId.slice(0, 8)}-${++operations}`
  }

  function firstSeq(): number {
    return size > 0 ? (slots[head] as CallLogEntry).seq : nextSeq
  }

  function lowestHeldSeq(): number {
    return Math.min(cleared[0]?.seq ?? Number.POSITIVE_INFINITY, firstSeq())
  }

  async function exportLog(): Promise<CallLogExport> {
    await restored
    const sealed = await sealer.load()
    await sealed.idle()
    // A checkpoint covering what is sealed now, when a server answers in time: the export carries it.
    const client = await loadAnchor()
    if (client) {
      await client.flush(EXPORT_CHECKPOINT_WAIT_MS)
      await sealed.idle()
    }
    const { exportWith } = await import('./exportChain.ts')
    return exportWith(list(), await genesis(), sealed, description, firstSeq(), now(), anchor?.checkpoints ?? [])
  }

  for (const entry of stored?.entries ?? []) push(entry)
  if (stored) {
    mark('', 'reload', { restored: stored.entries.length, discarded: stored.discarded })
  }
  const restored = (stored ? checkRestored(stored.entries, stored.raw) : Promise.resolve()).finally(() =>
    restoreChecked(),
  )

  /**
   * Operations the reload left open end as abandoned; entries restored from storage whose hash or link fails stay,
   * marked untrusted, and a marker says which.
   */
  async function checkRestored(entries: readonly CallLogEntry[], raw: readonly unknown[]): Promise<void> {
    const { untrustedSeqs, openOperations, ABANDONED_REASON } = await import('./persistWrite.ts')
    for (const operationId of openOperations(entries))
      mark('', 'operation-end', { status: 'abandoned', reason: ABANDONED_REASON }, { operationId })
    const seqs = new Set(await untrustedSeqs(raw))
    if (seqs.size === 0) return
    for (let i = 0; i < size; i++) {
      const slot = (head + i) % limit
      const entry = slots[slot]
      if (entry && seqs.has(entry.seq) && entry.sessionId !== sessionId) {
        slots[slot] = { ...entry, untrusted: true }
        sealer.update(slots[slot])
      }
    }
    mark('', 'untrusted-entries', { seqs: [...seqs], reason: 'restored entries failed the hash chain' })
  }

  function mark(walletId: string, name: string, details: unknown, context: EntryContext = {}): void {
    push(newEntry(walletId, context, 'marker', 'module', name, toPlain(details), 'ok'))
  }

  return {
    get entries() {
      return list()
    },
    limit,
    keptAcrossReload: persist?.maxEntries ?? 0,
    sessionId,
    get anchoring(): CallLogAnchoring {
      return anchor?.anchoring ?? { status: checkpointOptions ? 'waiting' : 'off' }
    },
    newOperationId,
    start(call) {
      const begun = monotonic()
      const entry = newEntry(
        call.walletId,
        call,
        call.kind ?? 'request',
        call.origin ?? 'module',
        call.method,
        toPlain(call.params),
        'pending',
      )
      push(entry)
      const seq = entry.seq
      return {
        finish(outcome) {
          const slot = pending.get(seq)
          const live = slot === undefined ? undefined : slots[slot]
          // A request cleared in flight is closed where clear() holds it, so an undo brings it back answered.
          const heldAt =
            live?.seq === seq ? -1 : cleared.findIndex((held) => held.seq === seq && held.outcome === 'pending')
          const open = live?.seq === seq ? live : cleared[heldAt]
          if (!open) return // trimmed or already finished
          pending.delete(seq)
          const durationMs = Math.round((monotonic() - begun) * 1000) / 1000
          if (outcome.ok) inEffect.observe(call.walletId, call.method, outcome.result)
          const closed = redact(
            outcome.ok
              ? { ...open, durationMs, outcome: 'ok', result: toPlain(outcome.result) }
              : {
                  ...open,
                  durationMs,
                  outcome: 'error',
                  ...(outcome.errorCode !== undefined ? { errorCode: outcome.errorCode } : {}),
                  errorMessage: outcome.errorMessage,
                  ...(outcome.walletErrorCode !== undefined ? { walletErrorCode: outcome.walletErrorCode } : {}),
                  ...(outcome.walletErrorMessage !== undefined
                    ? { walletErrorMessage: outcome.walletErrorMessage }
                    : {}),
                },
          )
          if (slot !== undefined && live?.seq === seq) slots[slot] = closed
          else cleared[heldAt] = closed
          sealer.update(closed)
          changed()
        },
      }
    },
    event(walletId, name, payload, context = {}) {
      const params = toPlain(payload)
      inEffect.observe(walletId, name, params)
      push(newEntry(walletId, context, 'event', 'wallet', name, params, 'event'))
    },
    mark,
    subscribe: (listener) => listeners.on(listener),
    export: exportLog,
    exportJson: async () => JSON.stringify(await exportLog(), null, 2),
    async exportNdjson() {
      const { header, entries } = await exportLog()
      return `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`
    },
    clear() {
      const removed = size
      const all = [...cleared, ...list()]
      // Entries past what clear() holds leave the log: those still waiting are sealed as they stand.
      for (const entry of all.slice(0, Math.max(0, all.length - limit))) sealer.force(entry.seq)
      cleared = all.slice(-limit)
      slots = new Array<CallLogEntry | undefined>(limit)
      head = 0
      size = 0
      pending.clear()
      mark('', 'cleared', { removed })
    },
    get restorable() {
      return cleared.length
    },
    undoClear() {
      const back = cleared
      if (back.length === 0) return 0
      cleared = []
      // Cleared entries are older than every entry since: they go first, and the ring keeps the newest `limit`.
      const all = [...back, ...list()].slice(-limit)
      slots = new Array<CallLogEntry | undefined>(limit)
      pending.clear()
      for (const [index, entry] of all.entries()) {
        slots[index] = entry
        if (entry.outcome === 'pending') pending.set(entry.seq, index)
      }
      head = 0
      size = all.length
      mark('', 'restored', { restored: back.length })
      return back.length
    },
  }
}

const EXPORT_CHECKPOINT_WAIT_MS = 3000
/** 16 random bytes as hex (getRandomValues works outside secure contexts, unlike randomUUID). */
function randomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
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

/** What an entry's data reads as when it could not be redacted (past the walk's bound, or unreadable). */
export const UNREDACTABLE = '[too large to log]'

/**
 * The audit log: every wallet request, every wallet event, the receipt outcomes the app saw and
 * markers (reload, connect, disconnect, clear), oldest first, in a ring buffer whose trimming costs O(1)
 * per entry (entryRing.ts). Entries are plain, redacted JSON data numbered by `seq`, grouped by `operationId`
 * (logRecorder.ts), and exported with a SHA-256 hash chain (logChain.ts, logExport.ts; `verifyCallLog` checks
 * it). `entries` is a frozen list rebuilt only when read after a change; listeners hear of changes once per
 * microtask.
 */
import { guardedConfig } from '../errors/boundary.ts'
import { WalletConfigError } from '../errors/configErrors.ts'
import {
  CALL_LOG_LIMIT,
  type CallLog,
  type CallLogExport,
  type CallLogHeader,
  type CallLogOptions,
  type CallOutcome,
  type CallStart,
  type EntryContext,
} from './callLogApi.ts'
import { createEntryRing } from './entryRing.ts'
import { createLogChain } from './logChain.ts'
import { createLogExport, describeLog } from './logExport.ts'
import { createLogListeners } from './logListeners.ts'
import { createPersistWrites, persistSettings, restoreLog } from './logPersistence.ts'
import { createEntryFactory, randomId } from './logEntries.ts'
import { createRecorder } from './logRecorder.ts'
import { readStoredLog } from './persistLog.ts'
import { createRedactor } from './redact.ts'

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
  const description = describeLog(options, sessionId, startedAt, limit, chainStartSeq)
  let restoreChecked: () => void = () => undefined
  const restoreGate = new Promise<void>((resolve) => {
    restoreChecked = resolve
  })
  const checkpoints = options.checkpoints
  const ring = createEntryRing(limit)
  // The hashing, the checkpoint client and the export's chaining load on first use, not on the connect path.
  const chain = createLogChain(
    description,
    restoreGate,
    checkpoints,
    ring,
    () => entries.nextSeq(),
    () => changed(),
  )
  const { sealer } = chain
  const nextSeq = Math.max(0, ...(stored?.entries ?? []).map((entry) => entry.seq)) + 1
  const redact = createRedactor(options)
  const entries = createEntryFactory(sessionId, now, monotonic, sessionStart, nextSeq)
  const log = createRecorder(entries, monotonic, ring, redact, sealer, () => changed())
  const { list, subscribe, changed } = createLogListeners(
    ring.list,
    persist && createPersistWrites(persist, () => restored),
  )
  const markUntrusted = (seqs: ReadonlySet<number>) => ring.markUntrusted(seqs, sessionId, sealer.update)
  const restored = restoreLog(stored, log.push, log.mark, markUntrusted).finally(() => restoreChecked())

  return {
    get entries() {
      return list()
    },
    limit,
    keptAcrossReload: persist?.maxEntries ?? 0,
    sessionId,
    get anchoring() {
      return chain.anchor()?.anchoring ?? { status: checkpoints ? 'waiting' : 'off' }
    },
    newOperationId: log.newOperationId,
    start: log.start,
    event: log.event,
    mark: log.mark,
    subscribe,
    ...createLogExport(description, chain, restored, list, () => ring.firstSeq(entries.nextSeq()), now),
    clear() {
      // Entries past what clear() holds leave the log: those still waiting are sealed as they stand.
      log.mark('', 'cleared', { removed: ring.clear(sealer.force) })
    },
    get restorable() {
      return ring.restorable
    },
    undoClear() {
      const back = ring.undoClear()
      if (back > 0) log.mark('', 'restored', { restored: back })
      return back
    },
  }
}

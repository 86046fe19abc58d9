/**
 * The log's persistence (see persistLog.ts): its settings, the writes after each change, and the restore of
 * a stored log on reload. The writing and the restore check load on first use (persistWrite.ts).
 */
import { WalletConfigError } from '../errors/configErrors.ts'
import type { CallLogEntry } from '../types.ts'
import {
  type CallLogOptions,
  type EntryContext,
  PERSISTED_ENTRIES_LIMIT,
  PERSISTED_LOG_MAX_CHARS,
} from './callLogApi.ts'
import type { StoredLog } from './persistLog.ts'

export type PersistSettings = NonNullable<ReturnType<typeof persistSettings>>

export function persistSettings(persist: CallLogOptions['persist']) {
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

/** Returns the function that queues a write of the log (`list` read when it is written), one after another. */
export function createPersistWrites(
  settings: PersistSettings,
  restored: () => Promise<void>,
): (list: () => readonly CallLogEntry[]) => void {
  let writes = Promise.resolve()
  async function persistNow(list: () => readonly CallLogEntry[]): Promise<void> {
    const { writeStoredLog } = await import('./persistWrite.ts')
    await writeStoredLog(settings.storage, settings.key, list(), settings.maxEntries, settings.maxChars)
  }
  return (list) => {
    // Writes wait for the restore check, so an edited entry is never stored again as trusted.
    writes = writes
      .then(restored)
      .then(() => persistNow(list))
      .catch(() => undefined)
  }
}

type Mark = (walletId: string, name: string, details: unknown, context?: EntryContext) => void

/** Puts the stored entries back with a 'reload' marker; the promise settles once they are checked. */
export function restoreLog(
  stored: StoredLog | undefined,
  push: (entry: CallLogEntry) => void,
  mark: Mark,
  markUntrusted: (seqs: ReadonlySet<number>) => void,
): Promise<void> {
  if (!stored) return Promise.resolve()
  for (const entry of stored.entries) push(entry)
  mark('', 'reload', { restored: stored.entries.length, discarded: stored.discarded })
  return checkRestored(stored, mark, markUntrusted)
}

/**
 * Operations the reload left open end as abandoned; entries restored from storage whose hash or link fails stay,
 * marked untrusted, and a marker says which.
 */
async function checkRestored(
  { entries, raw }: StoredLog,
  mark: Mark,
  markUntrusted: (seqs: ReadonlySet<number>) => void,
): Promise<void> {
  const { untrustedSeqs, openOperations, ABANDONED_REASON } = await import('./persistWrite.ts')
  for (const operationId of openOperations(entries))
    mark('', 'operation-end', { status: 'abandoned', reason: ABANDONED_REASON }, { operationId })
  const seqs = new Set(await untrustedSeqs(raw))
  if (seqs.size === 0) return
  markUntrusted(seqs)
  mark('', 'untrusted-entries', { seqs: [...seqs], reason: 'restored entries failed the hash chain' })
}

/**
 * Keeps the call log across reloads in sessionStorage (one tab's session), bounded by entry count and
 * size, with each entry's hash chain. Off by default; `createWallet({ callLog: { persist: true } })`
 * turns it on. On reload, entries whose hash or link fails are kept but marked `untrusted` (someone
 * edited the storage); entries without the fields of an entry, or after a gap in seq, are discarded and counted.
 * The stored chain starts from `GENESIS_HASH`: it guards the store only; an export's chain is the live log's. A request
 * still pending at unload is closed as an error.
 */
import type { CallLogEntry, WalletStorage } from '../types.ts'

export interface CallLogPersistOptions {
  /** Default `safeStorage('session')`. */
  readonly storage?: WalletStorage | undefined
  /** Default `<storageKeyPrefix>callLog`. */
  readonly key?: string | undefined
  /** Newest entries kept across a reload (default `PERSISTED_ENTRIES_LIMIT`). */
  readonly maxEntries?: number | undefined
  /** Upper bound of the stored JSON in characters (default `PERSISTED_LOG_MAX_CHARS`). */
  readonly maxChars?: number | undefined
}

export const UNLOADED_MESSAGE = 'The page was reloaded before the wallet answered.'
export const STORED_FORMAT = 2

export interface StoredLog {
  /** Entries fit to show, pending ones closed; hashes stripped (the live log re-chains them). */
  readonly entries: readonly CallLogEntry[]
  /** Stored items that are not entries at all. */
  readonly discarded: number
  /** The stored items as read, for `untrustedSeqs`. */
  readonly raw: readonly unknown[]
}

export function readStoredLog(storage: WalletStorage, key: string): StoredLog | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return undefined
  }
  const items = (parsed as { format?: unknown; entries?: unknown } | null)?.entries
  if ((parsed as { format?: unknown } | null)?.format !== STORED_FORMAT || !Array.isArray(items)) return undefined
  const shaped = items.filter(isEntryShaped)
  // The live chain links consecutive seqs: entries after a gap or a step back (an edited store) are not restored.
  let end = shaped.length > 0 ? 1 : 0
  while (end < shaped.length && (shaped[end] as CallLogEntry).seq === (shaped[end - 1] as CallLogEntry).seq + 1) end++
  const raw = shaped.slice(0, end)
  return {
    raw,
    discarded: items.length - raw.length,
    entries: raw.map(({ prevHash: _prev, hash: _hash, ...entry }) =>
      entry.outcome === 'pending'
        ? { ...entry, outcome: 'error', errorCode: 'PAGE_UNLOADED', errorMessage: UNLOADED_MESSAGE }
        : entry,
    ),
  }
}

/** What the log needs to show a stored entry; the schema and the hashes decide whether it is trusted. */
function isEntryShaped(value: unknown): value is CallLogEntry & { prevHash?: unknown; hash?: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    Number.isSafeInteger(entry.seq) &&
    typeof entry.method === 'string' &&
    typeof entry.walletId === 'string' &&
    typeof entry.startedAt === 'string' &&
    typeof entry.sessionId === 'string' &&
    typeof entry.operationId === 'string' &&
    typeof entry.offsetMs === 'number' &&
    ['request', 'event', 'receipt', 'marker'].includes(String(entry.kind)) &&
    ['module', 'app', 'wallet'].includes(String(entry.origin)) &&
    ['pending', 'ok', 'error', 'event'].includes(String(entry.outcome))
  )
}

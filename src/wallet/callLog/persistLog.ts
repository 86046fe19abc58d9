/**
 * Keeps the call log across reloads in sessionStorage (one tab's session), bounded by entry count and
 * size. Off by default; `createWallet({ callLog: { persist: true } })` turns it on. Unreadable or
 * foreign data reads as empty; a request still pending at unload is closed as an error on reload.
 */
import type { CallLogEntry, WalletStorage } from '../types.ts'

export interface CallLogPersistOptions {
  /** Default `safeStorage('session')`. */
  readonly storage?: WalletStorage
  /** Default `<storageKeyPrefix>callLog`. */
  readonly key?: string
  /** Newest entries kept across a reload (default `PERSISTED_ENTRIES_LIMIT`). */
  readonly maxEntries?: number
  /** Upper bound of the stored JSON in characters (default `PERSISTED_LOG_MAX_CHARS`). */
  readonly maxChars?: number
}

export const PERSISTED_ENTRIES_LIMIT = 200
export const PERSISTED_LOG_MAX_CHARS = 1_000_000
export const UNLOADED_MESSAGE = 'The page was reloaded before the wallet answered.'

export interface StoredLog {
  readonly startedAt: number
  readonly entries: readonly CallLogEntry[]
}

export function readStoredLog(storage: WalletStorage, key: string): StoredLog | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { startedAt, entries } = parsed as { startedAt?: unknown; entries?: unknown }
  if (typeof startedAt !== 'number' || !Array.isArray(entries)) return undefined
  return {
    startedAt,
    entries: entries
      .filter(isEntry)
      .map((entry) =>
        entry.outcome === 'pending'
          ? { ...entry, outcome: 'error', errorCode: 'PAGE_UNLOADED', errorMessage: UNLOADED_MESSAGE }
          : entry,
      ),
  }
}

export function writeStoredLog(
  storage: WalletStorage,
  key: string,
  log: StoredLog,
  maxEntries: number,
  maxChars: number,
): void {
  let entries = log.entries.slice(-maxEntries)
  let text = JSON.stringify({ startedAt: log.startedAt, entries })
  while (text.length > maxChars && entries.length > 0) {
    entries = entries.slice(Math.ceil(entries.length / 2))
    text = JSON.stringify({ startedAt: log.startedAt, entries })
  }
  try {
    storage.setItem(key, text)
  } catch {
    // Full or blocked: the log lives on in memory.
  }
}

function isEntry(value: unknown): value is CallLogEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'number' &&
    typeof entry.method === 'string' &&
    typeof entry.walletId === 'string' &&
    typeof entry.startedAt === 'number' &&
    (entry.kind === 'request' || entry.kind === 'event') &&
    ['pending', 'ok', 'error', 'event'].includes(String(entry.outcome))
  )
}

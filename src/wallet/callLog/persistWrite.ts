/**
 * The persisted log's checks and writes, loaded on the first write or restore rather than on the connect path:
 * the stored chain's hashes (`GENESIS_HASH` first: it guards the store only) and the restore check.
 */
import type { CallLogEntry, WalletStorage } from '../types.ts'
import { STORED_FORMAT } from './persistLog.ts'

/** The seqs of stored entries that fail the schema, their own hash or the link to the entry before them. */
export async function untrustedSeqs(raw: readonly unknown[]): Promise<number[]> {
  if (raw.length === 0) return []
  // The schema and its checker load only when there is a stored log to check: not on the connect path.
  const [{ callLogSchema }, { schemaProblem }] = await Promise.all([
    import('./callLogSchema.ts'),
    import('./checkSchema.ts'),
  ])
  const { entryHash, GENESIS_HASH } = await import('./hashChain.ts')
  const untrusted: number[] = []
  let previousHash: unknown
  for (const [index, item] of raw.entries()) {
    const { hash, ...linked } = item as { hash?: unknown; prevHash?: unknown; seq: number }
    const fine =
      !schemaProblem(item, callLogSchema.$defs.entry, callLogSchema) &&
      (await entryHash(GENESIS_HASH, linked)) === hash &&
      // The first kept entry links to one trimmed away: only links between stored entries are checked.
      (index === 0 || linked.prevHash === previousHash)
    if (!fine) untrusted.push(linked.seq)
    previousHash = hash
  }
  return untrusted
}

export async function writeStoredLog(
  storage: WalletStorage,
  key: string,
  entries: readonly CallLogEntry[],
  maxEntries: number,
  maxChars: number,
): Promise<void> {
  const { chainEntries, GENESIS_HASH } = await import('./hashChain.ts')
  let chained = await chainEntries(GENESIS_HASH, entries.slice(-maxEntries))
  let text = JSON.stringify({ format: STORED_FORMAT, entries: chained })
  while (text.length > maxChars && chained.length > 0) {
    chained = chained.slice(Math.ceil(chained.length / 2))
    text = JSON.stringify({ format: STORED_FORMAT, entries: chained })
  }
  try {
    storage.setItem(key, text)
  } catch {
    // Full or blocked: the log lives on in memory.
  }
}

export const ABANDONED_REASON = 'The page was reloaded before the operation ended.'

/** Operations opened by an `operation` marker that no `operation-end` marker closed. */
export function openOperations(entries: readonly CallLogEntry[]): string[] {
  const open = new Set<string>()
  for (const entry of entries) {
    if (entry.kind !== 'marker') continue
    if (entry.method === 'operation') open.add(entry.operationId)
    else if (entry.method === 'operation-end') open.delete(entry.operationId)
  }
  return [...open]
}

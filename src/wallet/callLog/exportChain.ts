/**
 * The chained entries of an export: sealed entries with the links they were sealed with (the ones checkpoints
 * sign), then the entries not sealed yet (a request still waiting and those after it) linked provisionally
 * after them: their hashes change once the waiting request is answered.
 */
import type { CallLogEntry } from '../types.ts'
import { type ChainedCallLogEntry, entryHash } from './hashChain.ts'
import type { ChainSealer } from './sealChain.ts'

export async function chainForExport(
  genesis: string,
  entries: readonly CallLogEntry[],
  sealer: ChainSealer,
): Promise<ChainedCallLogEntry[]> {
  const chained: ChainedCallLogEntry[] = []
  const head = sealer.head()
  let previous: string | undefined
  for (const entry of entries) {
    const link = sealer.link(entry.seq)
    if (link) {
      chained.push({ ...entry, prevHash: link.prevHash, hash: link.hash })
      previous = link.hash
      continue
    }
    const prevHash = previous ?? (head && head.seq === entry.seq - 1 ? head.hash : genesis)
    const hash = await entryHash(genesis, { ...entry, prevHash })
    chained.push({ ...entry, prevHash, hash })
    previous = hash
  }
  return chained
}

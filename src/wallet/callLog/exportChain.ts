/**
 * The chained entries of an export: sealed entries with the links they were sealed with (the ones checkpoints
 * sign), then the entries not sealed yet (a request still waiting and those after it) linked provisionally
 * after them: their hashes change once the waiting request is answered.
 */
import type { CallLogEntry } from '../types.ts'
import type { CallLogExport, CallLogHeader } from './callLogApi.ts'
import type { SignedCallLogCheckpoint } from './checkpoint.ts'
import type { CallLogDescription } from './hashChain.ts'
import { type ChainedCallLogEntry, entryHash } from './hashChain.ts'
import type { ChainSealer } from './sealChain.ts'

async function chainForExport(
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

/** The export: its header (the description, the chain's facts, the checkpoints) and the chained entries. */
export async function exportWith(
  held: readonly CallLogEntry[],
  genesis: string,
  sealer: ChainSealer,
  description: CallLogDescription,
  first: number,
  exportedAt: number,
  checkpoints: readonly SignedCallLogCheckpoint[],
): Promise<CallLogExport> {
  const entries = await chainForExport(genesis, held, sealer)
  const header: CallLogHeader = {
    type: 'header',
    ...description,
    genesisHash: genesis,
    exportedAt: new Date(exportedAt).toISOString(),
    entryCount: entries.length,
    droppedCount: first - 1,
    firstSeq: first,
    lastSeq: first + entries.length - 1,
    headHash: entries.at(-1)?.hash ?? genesis,
    checkpoints: [...checkpoints],
  }
  return { header, entries }
}

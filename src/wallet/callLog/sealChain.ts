/**
 * The log's live hash chain. An entry is sealed (given its prevHash and hash for good) once it is final:
 * answered, or an event or marker, or trimmed from the log while still waiting. Entries seal in seq order,
 * so a request still waiting for the wallet holds back the entries after it. Sealed hashes never change,
 * which is what lets a server sign the chain's head (checkpoints) while the page goes on logging.
 */
import type { CallLogEntry } from '../types.ts'
import type { CheckpointSegmentEntry } from './checkpoint.ts'

export interface SealedLink {
  readonly prevHash: string
  readonly hash: string
}

export interface ChainSealer {
  /** Records the current form of an entry (new, answered, marked untrusted). */
  update(entry: CallLogEntry): void
  /** The entry left the log while waiting: it is sealed as it stands. */
  force(seq: number): void
  /** The sealed link of an entry, while kept. */
  link(seq: number): SealedLink | undefined
  /** The newest sealed entry (seq `chainStartSeq - 1` and the genesis hash before any). */
  head(): { readonly seq: number; readonly hash: string } | undefined
  /** Sealed entries from `fromSeq` on, at most `max`. */
  segment(fromSeq: number, max: number): CheckpointSegmentEntry[]
  /** Forgets sealed links below `seq` (no longer exported nor to be posted). */
  prune(seq: number): void
  /** Resolves once every entry that can be sealed now is. */
  idle(): Promise<void>
  /** Hears of each batch of newly sealed entries. */
  onSealed(listener: (entries: readonly CallLogEntry[]) => void): void
}

export function createChainSealer(genesis: Promise<string>, chainStartSeq: number, ready: Promise<void>): ChainSealer {
  const open = new Map<number, { entry: CallLogEntry; forced: boolean }>()
  const sealed = new Map<number, SealedLink>()
  let headSeq = chainStartSeq - 1
  let headHash: string | undefined
  let running: Promise<void> | undefined
  const listeners: ((entries: readonly CallLogEntry[]) => void)[] = []

  const sealable = (): boolean => {
    const next = open.get(headSeq + 1)
    return next !== undefined && (next.entry.outcome !== 'pending' || next.forced)
  }

  function kick(): void {
    if (running || !sealable()) return
    running = run().finally(() => {
      running = undefined
      kick()
    })
  }

  async function run(): Promise<void> {
    await ready
    const genesisHash = await genesis
    const { entryHash } = await import('./hashChain.ts')
    headHash ??= genesisHash
    const batch: CallLogEntry[] = []
    while (sealable()) {
      const seq = headSeq + 1
      const next = open.get(seq) as { entry: CallLogEntry; forced: boolean }
      const prevHash = headHash
      const hash = await entryHash(genesisHash, { ...next.entry, prevHash })
      // Answered or re-marked while hashing: hash its newer form.
      if (open.get(seq) !== next) continue
      open.delete(seq)
      sealed.set(seq, { prevHash, hash })
      headSeq = seq
      headHash = hash
      batch.push(next.entry)
    }
    if (batch.length > 0) for (const listener of listeners) listener(batch)
  }

  return {
    update(entry) {
      if (entry.seq <= headSeq) return
      open.set(entry.seq, { entry, forced: open.get(entry.seq)?.forced ?? false })
      kick()
    },
    force(seq) {
      const held = open.get(seq)
      if (!held) return
      open.set(seq, { entry: held.entry, forced: true })
      kick()
    },
    link: (seq) => sealed.get(seq),
    head: () => (headHash === undefined ? undefined : { seq: headSeq, hash: headHash }),
    segment(fromSeq, max) {
      const out: CheckpointSegmentEntry[] = []
      // Links already let go (a long outage of the server past the bound kept): start at the oldest kept one. A
      // server that holds an older head then refuses the gap (409), and the log says anchoring stopped.
      const [oldest] = sealed.keys()
      const start = oldest !== undefined && oldest > fromSeq ? oldest : fromSeq
      for (let seq = start; seq <= headSeq && out.length < max; seq++) {
        const link = sealed.get(seq)
        if (!link) break
        out.push({ seq, prevHash: link.prevHash, hash: link.hash })
      }
      return out
    },
    prune(seq) {
      // Insertion order is seq order: stop at the first kept one.
      for (const key of sealed.keys()) {
        if (key >= seq) break
        sealed.delete(key)
      }
    },
    async idle() {
      kick()
      while (running) await running
    },
    onSealed(listener) {
      listeners.push(listener)
    },
  }
}

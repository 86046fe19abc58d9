/**
 * The live chain's sealer, loaded on first use: entries are recorded in order while its code loads, so the
 * connect path carries only this queue (see createChainSealer in sealChain.ts for what sealing does).
 */
import type { CallLogEntry } from '../types.ts'
import type { ChainSealer } from './sealChain.ts'

export interface LazySealer {
  update(entry: CallLogEntry): void
  force(seq: number): void
  /** The sealer itself, once loaded (each queued update applied in order). */
  load(): Promise<ChainSealer>
}

export function createLazySealer(
  genesis: () => Promise<string>,
  chainStartSeq: number,
  ready: Promise<void>,
  onSealed: (sealer: ChainSealer, entries: readonly CallLogEntry[]) => void,
): LazySealer {
  let sealer: ChainSealer | undefined
  let loading: Promise<ChainSealer> | undefined
  let queued: (CallLogEntry | number)[] = []
  function load(): Promise<ChainSealer> {
    loading ??= import('./sealChain.ts').then(({ createChainSealer }) => {
      const loaded = createChainSealer(genesis(), chainStartSeq, ready)
      loaded.onSealed((entries) => onSealed(loaded, entries))
      for (const item of queued) typeof item === 'number' ? loaded.force(item) : loaded.update(item)
      queued = []
      sealer = loaded
      return loaded
    })
    return loading
  }
  const later = (item: CallLogEntry | number): void => {
    queued.push(item)
    load().catch(() => {
      queued = [] // the code did not load: the log goes on unchained rather than grow
    })
  }
  return {
    update: (entry) => (sealer ? sealer.update(entry) : later(entry)),
    force: (seq) => (sealer ? sealer.force(seq) : later(seq)),
    load,
  }
}

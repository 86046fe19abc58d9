/**
 * The live log's hash chain: each entry is sealed (hashed and linked to the one before) as it is added or
 * closed, the links the log no longer needs are pruned, and with `checkpoints` on, the chain's hashes are
 * posted to the app's server for signed checkpoints. The hashing and the checkpoint client load on first
 * use, not on the connect path (see lazySealer.ts).
 */
import type { CallLogCheckpointOptions, CheckpointClient } from './checkpointClient.ts'
import type { EntryRing } from './entryRing.ts'
import type { CallLogDescription } from './hashChain.ts'
import { createLazySealer } from './lazySealer.ts'

/**
 * `ready` settles once restored entries are checked; `nextSeq` is the seq the log's next entry gets; `changed`
 * tells the log the checkpoints changed.
 */
export function createLogChain(
  description: CallLogDescription,
  ready: Promise<void>,
  checkpoints: CallLogCheckpointOptions | undefined,
  ring: EntryRing,
  nextSeq: () => number,
  changed: () => void,
) {
  const { sessionId, chainStartSeq, limit } = description
  let genesisLoad: Promise<string> | undefined
  // Computed when first needed (the first sealing or export), so a page that logs nothing fetches no hashing code.
  const genesis = (): Promise<string> =>
    (genesisLoad ??= import('./hashChain.ts').then(({ genesisHash }) => genesisHash(description)))
  let anchor: CheckpointClient | undefined
  let anchorLoad: Promise<CheckpointClient> | undefined
  /** The checkpoint client, loaded on first call; undefined when checkpoints are off. */
  function loadAnchor(): Promise<CheckpointClient> | undefined {
    if (!checkpoints) return undefined
    anchorLoad ??= (async () => {
      const { createCheckpointClient } = await import('./checkpointClient.ts')
      anchor = createCheckpointClient(checkpoints, sessionId, chainStartSeq, await sealer.load(), changed)
      return anchor
    })()
    return anchorLoad
  }
  const sealer = createLazySealer(genesis, chainStartSeq, ready, (loaded, entries) => {
    const endsOperation = entries.some((entry) => entry.kind === 'marker' && entry.method === 'operation-end')
    void loadAnchor()?.then((client) => client.sealed(endsOperation))
    // Links of entries no longer held (trimmed, not cleared) are not exported; keep those still to be posted.
    const unposted = checkpoints ? (anchor?.nextSeq ?? chainStartSeq) : Number.POSITIVE_INFINITY
    loaded.prune(Math.max(Math.min(ring.lowestHeldSeq(nextSeq()), unposted), nextSeq() - 4 * limit))
  })
  return { genesis, sealer, loadAnchor, anchor: () => anchor }
}
export type LogChain = ReturnType<typeof createLogChain>

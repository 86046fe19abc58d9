/**
 * One block poll per chain for the whole page, however many views want fresh reads: the reads follow
 * new blocks instead of timers of their own. The poll is `eth_blockNumber` alone, at the chain's block time;
 * a watcher may hand over JSON-RPC calls, sent only when the poll found a new block, all watchers' calls in
 * the same task (one batch through createRpcBatcher), so an unmoved chain costs the tiny poll and nothing more.
 * The poll pauses while the page is hidden and, when it shows again, asks at once and reports the
 * blocks missed meanwhile as one new block. A failed poll is reported (the node is down or too slow), and
 * the first good poll after it reports the head again even if it did not move, so reads recover.
 */
import type { JsonRpcCall } from './rpcBatch.ts'

/** Whether the page is hidden, and word when that changes (a document, in the browser). */
export interface PageVisibility {
  isHidden(): boolean
  onChange(listener: () => void): () => void
}

export interface BlockWatcher {
  /** Calls sent, together with every other watcher's, when the poll found a new block; answers reach `onBlock`. */
  readonly calls?: readonly JsonRpcCall[]
  /** Once per new block; `results` settles with the answers to `calls`, in order ([] without calls). */
  onBlock(blockNumber: bigint, results: Promise<unknown[]>): void
  /** Each failed poll: what is shown may be out of date until the next `onBlock`. */
  onError?(error: unknown): void
}

export interface BlockFeed {
  /** Follows the chain's new blocks (a function: called with the block number); returns the unsubscribe function. */
  watch(chainId: number, watcher: BlockWatcher | ((blockNumber: bigint) => void)): () => void
}

export interface BlockFeedOptions {
  /** Sends one JSON-RPC call to the chain; calls made in one task must travel as one batch (createRpcBatcher). */
  readonly request: (chainId: number, call: JsonRpcCall) => Promise<unknown>
  /** Time between polls: a number, or per chain (its block time: no use asking faster than blocks come). */
  readonly intervalMs: number | ((chainId: number) => number)
  readonly visibility?: PageVisibility
}

/** The document's visibility; a page that is never hidden where there is no document. */
export function documentVisibility(doc: Document | undefined): PageVisibility {
  if (!doc) return { isHidden: () => false, onChange: () => () => undefined }
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener)
      return () => doc.removeEventListener('visibilitychange', listener)
    },
  }
}

interface ChainPoll {
  readonly watchers: Set<BlockWatcher>
  latest: bigint | undefined
  timer: ReturnType<typeof setTimeout> | undefined
  inFlight: boolean
  /** The last poll failed: the next good one reports the head whether or not it moved. */
  failing: boolean
  stopVisibility: () => void
}

const BLOCK_NUMBER: JsonRpcCall = { method: 'eth_blockNumber', params: [] }
const NO_RESULTS: Promise<unknown[]> = Promise.resolve([])

export function createBlockFeed({ request, intervalMs, visibility }: BlockFeedOptions): BlockFeed {
  const polls = new Map<number, ChainPoll>()
  const hidden = () => visibility?.isHidden() ?? false
  const intervalOf = (chainId: number) => (typeof intervalMs === 'number' ? intervalMs : intervalMs(chainId))

  const schedule = (chainId: number, poll: ChainPoll, delayMs: number) => {
    clearTimeout(poll.timer)
    poll.timer = hidden() ? undefined : setTimeout(() => void tick(chainId, poll), delayMs)
  }

  const tick = async (chainId: number, poll: ChainPoll) => {
    if (poll.inFlight || polls.get(chainId) !== poll) return
    poll.inFlight = true
    const known = poll.latest
    const recovering = poll.failing
    try {
      const blockNumber = BigInt(String(await request(chainId, BLOCK_NUMBER)))
      poll.failing = false
      const moved = known === undefined || blockNumber > known
      if (moved) poll.latest = blockNumber
      // The first answer only sets the mark (each watcher read once when it started); after a failure the
      // watchers' own reads failed too, so they are due even if the head did not move.
      if ((moved && known !== undefined) || recovering) {
        const watchers = [...poll.watchers]
        // Requested in this one task: every watcher's calls leave as one batch.
        const results = watchers.map((watcher) =>
          watcher.calls?.length ? Promise.all(watcher.calls.map((call) => request(chainId, call))) : NO_RESULTS,
        )
        for (const pending of results) pending.catch(() => undefined) // a watcher may leave before it looks
        for (const [index, watcher] of watchers.entries()) watcher.onBlock(blockNumber, results[index] ?? NO_RESULTS)
      }
    } catch (error) {
      // Retried by the next poll; meanwhile the watchers mark what they show as possibly out of date.
      poll.failing = true
      for (const watcher of [...poll.watchers]) watcher.onError?.(error)
    } finally {
      poll.inFlight = false
      if (polls.get(chainId) === poll) schedule(chainId, poll, intervalOf(chainId))
    }
  }

  const start = (chainId: number): ChainPoll => {
    const poll: ChainPoll = {
      watchers: new Set(),
      latest: undefined,
      timer: undefined,
      inFlight: false,
      failing: false,
      stopVisibility: () => undefined,
    }
    polls.set(chainId, poll)
    poll.stopVisibility =
      visibility?.onChange(() => {
        if (hidden()) {
          clearTimeout(poll.timer)
          poll.timer = undefined
        } else schedule(chainId, poll, 0) // catch up at once
      }) ?? (() => undefined)
    schedule(chainId, poll, 0)
    return poll
  }

  return {
    watch(chainId, watcher) {
      const poll = polls.get(chainId) ?? start(chainId)
      const entry: BlockWatcher =
        typeof watcher === 'function' ? { onBlock: (blockNumber) => watcher(blockNumber) } : { ...watcher }
      poll.watchers.add(entry)
      return () => {
        poll.watchers.delete(entry)
        if (poll.watchers.size > 0 || polls.get(chainId) !== poll) return
        polls.delete(chainId)
        clearTimeout(poll.timer)
        poll.stopVisibility()
      }
    },
  }
}

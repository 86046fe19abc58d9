/**
 * One block poll per chain for the whole page, however many views want fresh reads: the reads follow
 * new blocks instead of timers of their own. The poll pauses while the page is hidden and, when it
 * shows again, asks at once and reports the blocks missed meanwhile as one new block.
 */

/** Whether the page is hidden, and word when that changes (a document, in the browser). */
export interface PageVisibility {
  isHidden(): boolean
  onChange(listener: () => void): () => void
}

export interface BlockFeed {
  /** Calls `onBlock` once per new block number of the chain; returns the unsubscribe function. */
  watch(chainId: number, onBlock: (blockNumber: bigint) => void): () => void
}

export interface BlockFeedOptions {
  readonly readBlockNumber: (chainId: number) => Promise<bigint>
  readonly intervalMs: number
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
  readonly listeners: Set<(blockNumber: bigint) => void>
  latest: bigint | undefined
  timer: ReturnType<typeof setTimeout> | undefined
  inFlight: boolean
  stopVisibility: () => void
}

export function createBlockFeed({ readBlockNumber, intervalMs, visibility }: BlockFeedOptions): BlockFeed {
  const polls = new Map<number, ChainPoll>()
  const hidden = () => visibility?.isHidden() ?? false

  const schedule = (chainId: number, poll: ChainPoll, delayMs: number) => {
    clearTimeout(poll.timer)
    poll.timer = hidden() ? undefined : setTimeout(() => void tick(chainId, poll), delayMs)
  }

  const tick = async (chainId: number, poll: ChainPoll) => {
    if (poll.inFlight || polls.get(chainId) !== poll) return
    poll.inFlight = true
    try {
      const blockNumber = await readBlockNumber(chainId)
      const known = poll.latest
      if (known === undefined || blockNumber > known) {
        poll.latest = blockNumber
        // The first answer only sets the mark: each watcher read once when it started watching.
        if (known !== undefined) for (const listener of [...poll.listeners]) listener(blockNumber)
      }
    } catch {
      // A missed poll is retried by the next one; the reads report their own errors.
    } finally {
      poll.inFlight = false
      if (polls.get(chainId) === poll) schedule(chainId, poll, intervalMs)
    }
  }

  const start = (chainId: number): ChainPoll => {
    const poll: ChainPoll = {
      listeners: new Set(),
      latest: undefined,
      timer: undefined,
      inFlight: false,
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
    watch(chainId, onBlock) {
      const poll = polls.get(chainId) ?? start(chainId)
      const listener = (blockNumber: bigint) => onBlock(blockNumber)
      poll.listeners.add(listener)
      return () => {
        poll.listeners.delete(listener)
        if (poll.listeners.size > 0 || polls.get(chainId) !== poll) return
        polls.delete(chainId)
        clearTimeout(poll.timer)
        poll.stopVisibility()
      }
    },
  }
}

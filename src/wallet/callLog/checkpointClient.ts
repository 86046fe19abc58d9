/**
 * Posts the sealed chain to the app's server for signed checkpoints: after each operation ends, and at most
 * every `intervalMs` while other entries arrive. Only `{ seq, prevHash, hash }` leave the page. A server that
 * is absent (404, 405, 501) turns anchoring off for the page; one that refuses the segment (409: it holds
 * another head for this session) stops it; one that cannot be reached is asked again later.
 */
import {
  CHECKPOINT_SEGMENT_LIMIT,
  type CallLogCheckpoint,
  type CheckpointSegmentEntry,
  type SignedCallLogCheckpoint,
} from './checkpoint.ts'
import type { ChainSealer } from './sealChain.ts'

export interface CallLogCheckpointOptions {
  /** The checkpoint endpoint, e.g. '/api/calls/checkpoint'. */
  readonly url: string
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch | undefined
  /** Longest wait before entries that end no operation are posted (default 30 000 ms). */
  readonly intervalMs?: number | undefined
  /** Limit of one request (default 10 000 ms). */
  readonly timeoutMs?: number | undefined
}

/**
 * How far the server's signed checkpoints cover the log: `off` (no endpoint configured), `no-server`, `waiting`
 * (nothing signed yet), `anchored`, `unreachable` (will ask again) or `refused` (the server holds another chain).
 */
export interface CallLogAnchoring {
  readonly status: 'off' | 'no-server' | 'waiting' | 'anchored' | 'unreachable' | 'refused'
  /** The newest checkpoint the server signed for this session. */
  readonly checkpoint?: CallLogCheckpoint | undefined
  /** Why anchoring stopped or stalls, in words. */
  readonly reason?: string | undefined
}

export interface CheckpointClient {
  readonly anchoring: CallLogAnchoring
  readonly checkpoints: readonly SignedCallLogCheckpoint[]
  /** The first seq not yet covered by a checkpoint. */
  readonly nextSeq: number
  /** Posts what is sealed now and waits for the answer, at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>
  /** Some entries were sealed; `endsOperation` when one of them closes an operation. */
  sealed(endsOperation: boolean): void
}

const RETRY_MS = [5_000, 30_000, 120_000, 300_000]

export function createCheckpointClient(
  options: CallLogCheckpointOptions,
  sessionId: string,
  chainStartSeq: number,
  sealer: ChainSealer,
  changed: () => void,
): CheckpointClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const intervalMs = options.intervalMs ?? 30_000
  const timeoutMs = options.timeoutMs ?? 10_000
  let anchoring: CallLogAnchoring = { status: 'waiting' }
  const checkpoints: SignedCallLogCheckpoint[] = []
  let postedSeq = chainStartSeq - 1
  let lastPostAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | undefined
  let failures = 0

  const stopped = () => anchoring.status === 'no-server' || anchoring.status === 'refused'

  function set(next: CallLogAnchoring): void {
    anchoring = next
    changed()
  }

  function schedule(delayMs: number): void {
    if (stopped() || timer !== undefined) return
    timer = setTimeout(
      () => {
        timer = undefined
        void postAll()
      },
      Math.max(0, delayMs),
    )
    // In Node (a script using the package) a pending checkpoint does not keep the process alive.
    ;(timer as { unref?: () => void }).unref?.()
  }

  function postAll(): Promise<void> {
    if (stopped()) return Promise.resolve()
    inFlight ??= postSegments().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }

  async function postSegments(): Promise<void> {
    for (;;) {
      const segment = sealer.segment(postedSeq + 1, CHECKPOINT_SEGMENT_LIMIT)
      if (segment.length === 0) return
      lastPostAt = Date.now()
      const answer = await postSegment(segment)
      if (answer === 'retry') {
        schedule(RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)] as number)
        return
      }
      if (answer === 'stop') return
      failures = 0
      checkpoints.push(answer)
      postedSeq = answer.checkpoint.seq
      set({ status: 'anchored', checkpoint: answer.checkpoint })
    }
  }

  async function postSegment(
    segment: readonly CheckpointSegmentEntry[],
  ): Promise<SignedCallLogCheckpoint | 'retry' | 'stop'> {
    const controller = new AbortController()
    const limit = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, entries: segment }),
        credentials: 'same-origin',
        signal: controller.signal,
      })
      if (!response.ok) {
        // An unread body keeps the request open in the browser (the page never goes network-idle): release it.
        void response.body?.cancel().catch(() => undefined)
      }
      if ([404, 405, 501].includes(response.status)) {
        set({ status: 'no-server', reason: 'This app has no checkpoint server.' })
        return 'stop'
      }
      if (response.status === 409) {
        set({ ...anchoring, status: 'refused', reason: 'The server holds another chain for this session.' })
        return 'stop'
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const signed = readSigned(await response.json(), sessionId, segment.at(-1) as CheckpointSegmentEntry)
      if (!signed) throw new Error('The server answered with something other than a checkpoint of this segment.')
      return signed
    } catch (error) {
      set({ ...anchoring, status: 'unreachable', reason: error instanceof Error ? error.message : String(error) })
      return 'retry'
    } finally {
      clearTimeout(limit)
    }
  }

  return {
    get anchoring() {
      return anchoring
    },
    checkpoints,
    get nextSeq() {
      return postedSeq + 1
    },
    async flush(waitMs) {
      if (timer !== undefined) {
        clearTimeout(timer)
        timer = undefined
      }
      await Promise.race([postAll(), new Promise((resolve) => setTimeout(resolve, waitMs))])
    },
    sealed(endsOperation) {
      if (stopped()) return
      if (endsOperation) {
        if (timer !== undefined) clearTimeout(timer)
        timer = undefined
        schedule(0)
      } else schedule(lastPostAt + intervalMs - Date.now())
    },
  }
}

/** The checkpoint the server signed for the segment's last entry, read defensively; undefined otherwise. */
function readSigned(
  value: unknown,
  sessionId: string,
  last: CheckpointSegmentEntry,
): SignedCallLogCheckpoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { checkpoint, kid, signature } = value as Record<string, unknown>
  if (typeof kid !== 'string' || typeof signature !== 'string') return undefined
  if (typeof checkpoint !== 'object' || checkpoint === null) return undefined
  const { v, sessionId: id, seq, headHash, issuedAt } = checkpoint as Record<string, unknown>
  if (v !== 1 || id !== sessionId || seq !== last.seq || headHash !== last.hash || typeof issuedAt !== 'string')
    return undefined
  return { checkpoint: { v, sessionId, seq, headHash, issuedAt }, kid, signature }
}

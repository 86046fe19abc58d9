/**
 * The one record of each write (a batch, permit + stake, approve then stake, claim, withdraw, mint), from the
 * click to its end, outside any view: the forms (busy, progress), the toasts, the header and the transaction
 * history (fed by its sent transactions) all follow it, so a page left mid-write and opened again reads where
 * it is. One entry per write key; a new run of the same key replaces the previous one. Writes run through
 * `runWrite` (src/app/write/runWrite.ts). Only this proxy is in the header's first load, so the rest lives in
 * files of its own.
 */
import { proxy } from 'valtio/vanilla'

/**
 * 'preparing': clicked, still being checked (nothing asked of the wallet yet); 'wallet': the wallet is asked to sign; 'confirming': sent, waiting to be mined; then done or failed;
 * 'cancelled': the person rejected a step in the wallet (nothing of that step was sent).
 */
export type FlowPhase = 'preparing' | 'wallet' | 'confirming' | 'done' | 'failed' | 'cancelled'

export interface FlowProgress {
  /** Counts every run of every flow, so a toast dismissed for one run does not hide the next. */
  readonly run: number
  /** What the whole flow does, e.g. 'Stake 100 STK for 30 days'. */
  readonly title: string
  /** The step names in order, e.g. ['approve', 'stake']. */
  readonly steps: readonly string[]
  /** 1-based index of the current step (0 while preparing). */
  readonly step: number
  readonly phase: FlowPhase
  /** The current step's transaction once the wallet sent it. */
  readonly hash?: string
  /** Every transaction the flow has sent so far, in order (a batch adds all of its own). */
  readonly hashes: readonly string[]
  /** The EIP-5792 calls id of a batch the wallet accepted, before its receipts are known. */
  readonly callsId?: string
  /** Why the flow took another way than the form announced, e.g. the wallet refused a batch. */
  readonly notice?: string
  /** Why it failed (phase 'failed'). */
  readonly error?: Error
  /** true when it failed before the current step's transaction was sent (nothing is pending on-chain). */
  readonly failedBeforeSend?: boolean
}

export const flowState = proxy<{ flows: Record<string, FlowProgress> }>({ flows: {} })

/** true from the click until the write ends: its button stays disabled, so nothing is sent twice. */
export function isFlowBusy(progress: FlowProgress | undefined): progress is FlowProgress {
  return progress?.phase === 'preparing' || isFlowRunning(progress)
}

/** true while the write waits for the wallet or for its transaction to be mined (its progress is shown). */
export function isFlowRunning(progress: FlowProgress | undefined): progress is FlowProgress {
  return progress?.phase === 'wallet' || progress?.phase === 'confirming'
}

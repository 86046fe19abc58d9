/**
 * Which toasts show, from the transaction history and the flow store: a pure function of them, so
 * every case is testable without a page.
 * - a flow step waiting for the wallet: 'Step 2 of 2: stake — confirm in your wallet…'
 * - a pending transaction (submitted), then confirmed (auto-dismissed) or failed (stays until dismissed)
 * - a batch the wallet accepted, until its transactions are known
 * - a flow that failed before anything was sent (rejected in the wallet, refused by the simulation)
 * - a way the wallet refused, said with the next step ('Your wallet did not run the batch, so …')
 */
import { flowStatusText, shortMessageOf, type FlowProgress } from '../../app/index.ts'
import type { StoredTransaction } from '../../wallet/index.ts'
import { explorerPageUrl } from '../kit/explorerUrl'

/** How long a confirmed toast stays before it dismisses itself; failures stay until dismissed. */
export const CONFIRMED_TOAST_MS = 6000
/**
 * One toast at a time: a stack covers the buttons people reach for next. The others wait behind it (counted
 * under it) and their transactions spin in the header's account ring and list in the account dialog.
 */
export const VISIBLE_TOAST_LIMIT = 1

export type ToastTone = 'progress' | 'success' | 'error'

export interface ToastView {
  /** Changes with the state it shows, so dismissing 'submitted' does not hide 'confirmed' later. */
  readonly id: string
  readonly tone: ToastTone
  readonly title: string
  readonly text: string
  /** The transaction on the chain's block explorer, when the chain has one. */
  readonly href?: string
  readonly autoDismissMs?: number
}

export interface ToastInputs {
  /** The connected account's history on its chain, newest first. */
  readonly transactions: readonly StoredTransaction[]
  /** Running and finished flows by key. */
  readonly flows: Readonly<Record<string, FlowProgress>>
  /** The chain's block explorer base URL, when it has one. */
  readonly explorerUrl: string | undefined
  /** Settled transactions added before this time (ms) get no toast unless seen pending here. */
  readonly since: number
  /** Hashes this page saw pending: their outcome is news, whenever they were sent. */
  readonly seenPending: ReadonlySet<string>
  readonly dismissed: ReadonlySet<string>
}

export const SUBMITTED_TEXT = 'Submitted — waiting for confirmation…'
export const CONFIRMED_TEXT = 'Confirmed'
export const FAILED_TEXT = 'Failed on-chain'
export const CANCELLED_TEXT = 'Cancelled in your wallet: nothing was sent.'
export const CANCELLED_LATER_TEXT = 'Cancelled in your wallet: the earlier step went through, this one was not sent.'

function flowToast(key: string, flow: FlowProgress): ToastView | undefined {
  const id = `flow:${key}:${flow.run}:${flow.step}`
  if (flow.phase === 'wallet')
    return { id: `${id}:wallet`, tone: 'progress', title: flow.title, text: flowStatusText(flow) }
  if (flow.phase === 'confirming' && flow.callsId && !flow.hash)
    return { id: `${id}:batch`, tone: 'progress', title: flow.title, text: SUBMITTED_TEXT }
  if (flow.phase === 'cancelled') {
    const text = flow.hashes.length > 0 ? CANCELLED_LATER_TEXT : CANCELLED_TEXT
    return { id: `${id}:cancelled`, tone: 'error', title: flow.title, text }
  }
  // A failure after sending is the transaction's own toast; before sending, nothing else would tell.
  if (flow.phase === 'failed' && flow.failedBeforeSend) {
    const text = `Not sent: ${shortMessageOf(flow.error, 'the transaction could not be prepared.')}`
    return { id: `${id}:failed`, tone: 'error', title: flow.title, text }
  }
  return undefined
}

function transactionToast(
  transaction: StoredTransaction,
  inputs: ToastInputs,
  flowsByHash: ReadonlyMap<string, FlowProgress>,
): ToastView | undefined {
  const { hash, status, description } = transaction
  const href = inputs.explorerUrl ? explorerPageUrl(inputs.explorerUrl, 'tx', hash) : undefined
  const base = { id: `tx:${hash}:${status}`, title: description, ...(href ? { href } : {}) }
  if (status === 'pending') {
    const flow = flowsByHash.get(hash.toLowerCase())
    return { ...base, tone: 'progress', text: flow ? flowStatusText(flow) : SUBMITTED_TEXT }
  }
  if (transaction.addedAt < inputs.since && !inputs.seenPending.has(hash)) return undefined
  if (status === 'confirmed')
    return { ...base, tone: 'success', text: CONFIRMED_TEXT, autoDismissMs: CONFIRMED_TOAST_MS }
  return { ...base, tone: 'error', text: FAILED_TEXT }
}

/** Every toast due now, newest first (the host shows VISIBLE_TOAST_LIMIT of them and counts the rest). */
export function buildToasts(inputs: ToastInputs): ToastView[] {
  const flowsByHash = new Map<string, FlowProgress>()
  for (const flow of Object.values(inputs.flows)) {
    if (flow.phase === 'confirming' && flow.hash) flowsByHash.set(flow.hash.toLowerCase(), flow)
  }
  const fromFlows = Object.entries(inputs.flows)
    .sort(([, a], [, b]) => b.run - a.run)
    .map(([key, flow]) => flowToast(key, flow))
  const fromTransactions = inputs.transactions.map((transaction) => transactionToast(transaction, inputs, flowsByHash))
  return [...fromFlows, ...fromTransactions].filter(
    (toast): toast is ToastView => toast !== undefined && !inputs.dismissed.has(toast.id),
  )
}

import { describe, expect, it } from 'vitest'
import { ContractRevertError, type FlowProgress } from '../../app/index.ts'
import { UserRejectedError } from '../../wallet/index.ts'
import type { StoredTransaction } from '../../wallet/index.ts'
import {
  CANCELLED_TEXT,
  CANCELLED_LATER_TEXT,
  CONFIRMED_TEXT,
  CONFIRMED_TOAST_MS,
  FAILED_TEXT,
  SUBMITTED_TEXT,
  VISIBLE_TOAST_LIMIT,
  buildToasts,
  type ToastInputs,
} from './toastModel'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const PAGE_OPENED = 1_000

const tx = (n: number, status: StoredTransaction['status'], addedAt = PAGE_OPENED + n): StoredTransaction => ({
  hash: hash(n),
  description: `Transaction ${n}`,
  status,
  addedAt,
})

function inputs(over: Partial<ToastInputs> = {}): ToastInputs {
  return {
    transactions: [],
    flows: {},
    explorerUrl: undefined,
    since: PAGE_OPENED,
    seenPending: new Set(),
    dismissed: new Set(),
    ...over,
  }
}

const stakeFlow = (over: Partial<FlowProgress>): FlowProgress => ({
  run: 7,
  title: 'Stake 100 STK for 30 days',
  steps: ['approve', 'stake'],
  step: 2,
  phase: 'wallet',
  hashes: [],
  ...over,
})

describe('buildToasts', () => {
  it('shows a pending transaction as submitted, with its explorer link when the chain has one', () => {
    const [toast] = buildToasts(inputs({ transactions: [tx(1, 'pending')], explorerUrl: 'https://polygonscan.com/' }))
    expect(toast).toEqual({
      id: `tx:${hash(1)}:pending`,
      tone: 'progress',
      title: 'Transaction 1',
      text: SUBMITTED_TEXT,
      href: `https://polygonscan.com/tx/${hash(1)}`,
    })
  })

  it('gives no link on a chain without an explorer (the local chain)', () => {
    const [toast] = buildToasts(inputs({ transactions: [tx(1, 'pending')] }))
    expect(toast && 'href' in toast).toBe(false)
  })

  it('confirmed dismisses itself after a few seconds; failed stays and is an error', () => {
    const toasts = buildToasts(inputs({ transactions: [tx(2, 'failed'), tx(1, 'confirmed')] }))
    expect(toasts.map(({ tone, text, autoDismissMs }) => ({ tone, text, autoDismissMs }))).toEqual([
      { tone: 'error', text: FAILED_TEXT, autoDismissMs: undefined },
      { tone: 'success', text: CONFIRMED_TEXT, autoDismissMs: CONFIRMED_TOAST_MS },
    ])
  })

  it('stays quiet about history settled before the page opened, unless it saw it pending', () => {
    const old = [tx(1, 'confirmed', 10), tx(2, 'failed', 20)]
    expect(buildToasts(inputs({ transactions: old }))).toEqual([])
    const seen = buildToasts(inputs({ transactions: old, seenPending: new Set([hash(2)]) }))
    expect(seen.map((toast) => toast.id)).toEqual([`tx:${hash(2)}:failed`])
  })

  it('a dismissed toast stays dismissed, but the next state of the same transaction shows', () => {
    const dismissed = new Set([`tx:${hash(1)}:pending`])
    expect(buildToasts(inputs({ transactions: [tx(1, 'pending')], dismissed }))).toEqual([])
    const later = buildToasts(inputs({ transactions: [tx(1, 'confirmed')], dismissed }))
    expect(later.map((toast) => toast.text)).toEqual([CONFIRMED_TEXT])
  })

  it('says which step of a flow waits for the wallet, and which step a pending transaction is', () => {
    const waiting = buildToasts(inputs({ flows: { stake: stakeFlow({ phase: 'wallet' }) } }))
    expect(waiting).toEqual([
      {
        id: 'flow:stake:7:2:wallet',
        tone: 'progress',
        title: 'Stake 100 STK for 30 days',
        text: 'Step 2 of 2: stake — confirm in your wallet…',
      },
    ])
    const sent = buildToasts(
      inputs({
        flows: { stake: stakeFlow({ phase: 'confirming', hash: hash(3) }) },
        transactions: [tx(3, 'pending')],
      }),
    )
    expect(sent.map((toast) => toast.text)).toEqual(['Step 2 of 2: stake — waiting for confirmation…'])
  })

  it('a flow cancelled in the wallet or refused before sending is an error toast; a done flow is not', () => {
    const cancelled = buildToasts(
      inputs({
        flows: {
          stake: stakeFlow({ phase: 'cancelled', failedBeforeSend: true, error: new UserRejectedError() }),
        },
      }),
    )
    expect(cancelled.map(({ tone, text }) => ({ tone, text }))).toEqual([{ tone: 'error', text: CANCELLED_TEXT }])
    const secondStep = stakeFlow({ phase: 'cancelled', failedBeforeSend: true, hashes: [hash(1)] })
    expect(buildToasts(inputs({ flows: { stake: secondStep } })).map((toast) => toast.text)).toEqual([
      CANCELLED_LATER_TEXT,
    ])
    const refused = buildToasts(
      inputs({
        flows: {
          claim: stakeFlow({
            phase: 'failed',
            failedBeforeSend: true,
            error: new ContractRevertError('NothingToClaim', [], 'Nothing to claim yet.'),
          }),
        },
      }),
    )
    expect(refused.map((toast) => toast.text)).toEqual(['Not sent: Nothing to claim yet.'])
    // After sending, the transaction's own toast tells the outcome.
    const afterSend = stakeFlow({ phase: 'failed', failedBeforeSend: false, error: new Error('reverted') })
    expect(buildToasts(inputs({ flows: { stake: afterSend } }))).toEqual([])
    expect(buildToasts(inputs({ flows: { stake: stakeFlow({ phase: 'done' }) } }))).toEqual([])
  })

  it('lists every due toast newest first; the host shows one of them', () => {
    const many = [5, 4, 3, 2, 1].map((n) => tx(n, 'pending'))
    const toasts = buildToasts(inputs({ transactions: many }))
    expect(toasts).toHaveLength(5)
    expect(VISIBLE_TOAST_LIMIT).toBe(1)
    expect(toasts[0]?.title).toBe('Transaction 5')
  })
})

import { describe, expect, it } from 'vitest'
import type { CallLogEntry } from '../../wallet/types'
import { filterCalls, NO_FILTER } from './filterCalls'
import { markerText } from './callLabels'
import { groupCalls, type CallRow, type OperationGroup } from './groupCalls'

const entry = (seq: number, method: string, more: Partial<CallLogEntry> = {}): CallLogEntry => ({
  seq,
  sessionId: 's',
  operationId: `own-${seq}`,
  kind: 'request',
  origin: 'app',
  walletId: 'injected',
  chainId: 31337,
  method,
  startedAt: new Date(1_700_000_000_000 + seq * 10).toISOString(),
  offsetMs: seq * 10,
  durationMs: 5,
  outcome: 'ok',
  ...more,
})
const marker = (seq: number, operationId: string, label: string) =>
  entry(seq, 'operation', { kind: 'marker', origin: 'module', operationId, params: { label }, durationMs: undefined })
const receipt = (seq: number, operationId: string, status: 'success' | 'reverted') =>
  entry(seq, 'eth_getTransactionReceipt', { kind: 'receipt', operationId, result: { status } })
/** The `operation-end` marker `WalletOperation.end` writes (or the log itself, in a later session, for a reload). */
const ended = (seq: number, operationId: string, details: { status: string; reason?: string }, sessionId = 's') =>
  entry(seq, 'operation-end', {
    kind: 'marker',
    origin: 'module',
    operationId,
    params: details,
    durationMs: undefined,
    sessionId,
  })

/** A stake: capabilities, approve, send, receipt, with a connect before and a chain read between. */
const log: CallLogEntry[] = [
  entry(1, 'eth_requestAccounts', { origin: 'module' }),
  marker(2, 'op-a', 'Stake 17 STK for 30 days'),
  entry(3, 'wallet_getCapabilities', { operationId: 'op-a' }),
  entry(4, 'eth_sendTransaction', { operationId: 'op-a' }),
  entry(5, 'eth_chainId', { origin: 'module' }),
  entry(6, 'eth_sendTransaction', { operationId: 'op-a', chainId: 137 }),
  receipt(7, 'op-a', 'success'),
  entry(8, 'accountsChanged', { kind: 'event', origin: 'wallet', outcome: 'event' }),
]

const shape = (rows: CallRow[]) =>
  rows.map((row) =>
    row.kind === 'entry' ? row.entry.seq : `${row.group.label}: ${row.group.entries.map((e) => e.seq).join(',')}`,
  )

describe('groupCalls', () => {
  it('puts one operation’s requests under one row at its start, the rest stay rows, newest first', () => {
    const rows = groupCalls(log, filterCalls(log, NO_FILTER))
    expect(shape(rows)).toEqual([8, 5, 'Stake 17 STK for 30 days: 3,4,6,7', 1])
    const group = rows[2]?.kind === 'operation' ? rows[2].group : undefined
    expect(group).toMatchObject({ operationId: 'op-a', total: 4, outcome: { status: 'confirmed' } })
    // From the marker (20 ms) to the receipt's end (70 + 5 ms).
    expect(group?.durationMs).toBe(55)
  })

  it('filters reach inside an operation: a chain or origin shows the operation with its matching entries', () => {
    expect(shape(groupCalls(log, filterCalls(log, { ...NO_FILTER, chain: '137' })))).toEqual([
      'Stake 17 STK for 30 days: 6',
    ])
    expect(shape(groupCalls(log, filterCalls(log, { ...NO_FILTER, origin: 'module' })))).toEqual([
      5,
      'Stake 17 STK for 30 days: ',
      1,
    ])
    expect(shape(groupCalls(log, filterCalls(log, { ...NO_FILTER, origin: 'wallet' })))).toEqual([8])
  })

  it('the outcome is the operation’s whole: pending, reverted, failed with the wallet’s words, or done', () => {
    const outcome = (entries: CallLogEntry[]) => {
      const [row] = groupCalls(entries, entries)
      return row?.kind === 'operation' ? row.group.outcome : undefined
    }
    const start = [marker(1, 'op', 'Claim rewards'), entry(2, 'eth_sendTransaction', { operationId: 'op' })]
    expect(
      outcome([
        ...start,
        entry(3, 'eth_getTransactionReceipt', { kind: 'receipt', operationId: 'op', outcome: 'pending' }),
      ]),
    ).toEqual({ status: 'pending' })
    expect(outcome([...start, receipt(3, 'op', 'reverted')])).toEqual({ status: 'reverted' })
    expect(
      outcome([
        ...start,
        receipt(3, 'op', 'success'),
        entry(4, 'eth_sendTransaction', {
          operationId: 'op',
          outcome: 'error',
          errorMessage: 'Request cancelled in the wallet.',
        }),
      ]),
    ).toEqual({ status: 'failed', message: 'Request cancelled in the wallet.' })
    expect(outcome([marker(1, 'op', 'sign in'), entry(2, 'personal_sign', { operationId: 'op' })])).toEqual({
      status: 'done',
    })
    expect(outcome([marker(1, 'op', 'Mint 1 token')])).toEqual({ status: 'pending' })
  })

  it('entries whose operation marker is not in the log (dropped by the limit) stay rows of their own', () => {
    const rest = log.filter((e) => e.seq !== 2)
    expect(shape(groupCalls(rest, filterCalls(rest, NO_FILTER)))).toEqual([8, 7, 6, 5, 4, 3, 1])
  })

  describe('an operation with an end marker', () => {
    const groupOf = (entries: CallLogEntry[], shown = entries): OperationGroup | undefined => {
      const rows = groupCalls(entries, filterCalls(shown, NO_FILTER))
      const row = rows.find((candidate) => candidate.kind === 'operation')
      return row?.kind === 'operation' ? row.group : undefined
    }
    const mint = marker(1, 'op', 'Mint 1 token')
    const send = entry(2, 'eth_sendTransaction', { operationId: 'op' })

    it('takes its outcome from the marker: succeeded is confirmed with a successful receipt, else done', () => {
      const confirmed = [mint, send, receipt(3, 'op', 'success'), ended(4, 'op', { status: 'succeeded' })]
      expect(groupOf(confirmed)?.outcome).toEqual({ status: 'confirmed' })
      const signed = [
        marker(1, 'op', 'sign in'),
        entry(2, 'personal_sign', { operationId: 'op' }),
        ended(3, 'op', { status: 'succeeded' }),
      ]
      expect(groupOf(signed)?.outcome).toEqual({ status: 'done' })
    })

    it('a write refused before sending is not sent, with its reason, and not pending though it has no request', () => {
      const reason = 'Each wallet may mint 5 tokens and this one has already minted 5.'
      const group = groupOf([mint, ended(2, 'op', { status: 'not-sent', reason })])
      expect(group).toMatchObject({ outcome: { status: 'not-sent', message: reason }, total: 1, durationMs: 10 })
      // The end marker is no row of its own: it is the operation's one entry.
      expect(groupCalls([mint, ended(2, 'op', { status: 'not-sent', reason })], [])).toEqual([])
      expect(group?.entries.map((e) => e.method)).toEqual(['operation-end'])
    })

    it('rejected, failed and reverted carry the reason they were given', () => {
      const reason = 'You rejected the request in your wallet.'
      expect(groupOf([mint, send, ended(3, 'op', { status: 'rejected', reason })])?.outcome).toEqual({
        status: 'rejected',
        message: reason,
      })
      expect(groupOf([mint, ended(2, 'op', { status: 'rejected' })])?.outcome).toEqual({
        status: 'rejected',
        message: undefined,
      })
      const timeout = 'Your wallet did not answer the request within 300 s.'
      expect(groupOf([mint, send, ended(3, 'op', { status: 'failed', reason: timeout })])?.outcome).toEqual({
        status: 'failed',
        message: timeout,
      })
      const onChain = 'The transaction failed on-chain.'
      const reverted = [
        mint,
        send,
        receipt(3, 'op', 'reverted'),
        ended(4, 'op', { status: 'reverted', reason: onChain }),
      ]
      expect(groupOf(reverted)?.outcome).toEqual({ status: 'reverted', message: onChain })
    })

    it('the marker decides over the requests: a request still pending does not keep an ended operation pending', () => {
      const hung = entry(2, 'eth_sendTransaction', { operationId: 'op', outcome: 'pending', durationMs: undefined })
      const group = groupOf([mint, hung, ended(3, 'op', { status: 'failed', reason: 'The wallet went away.' })])
      expect(group?.outcome).toEqual({ status: 'failed', message: 'The wallet went away.' })
      expect(group?.durationMs).toBe(20) // to the end marker
    })

    it('abandoned by a reload: its own outcome, no duration (the end is another page load’s clock)', () => {
      const abandoned = ended(
        2,
        'op',
        { status: 'abandoned', reason: 'The page was reloaded before the operation ended.' },
        'later',
      )
      const group = groupOf([mint, send, abandoned])
      expect(group).toMatchObject({
        outcome: { status: 'abandoned', message: 'The page was reloaded before the operation ended.' },
        durationMs: undefined,
      })
    })

    it('lists the end marker last among its entries, counted, and filtered like any entry', () => {
      const late = entry(9, 'eth_getCallsStatus', { operationId: 'op' })
      const log = [mint, send, ended(3, 'op', { status: 'succeeded' }), late]
      const group = groupOf(log)
      expect(group?.entries.map((e) => e.seq)).toEqual([2, 9, 3])
      expect(group?.total).toBe(3)
      const appOnly = groupOf(log, filterCalls(log, { ...NO_FILTER, origin: 'app' }).reverse())
      expect(appOnly?.entries.map((e) => e.seq)).toEqual([2, 9])
      expect(appOnly?.total).toBe(3)
    })

    it('an end marker of a status this page does not know leaves the outcome to the requests, never pending', () => {
      expect(groupOf([mint, send, ended(3, 'op', { status: 'paused' })])?.outcome).toEqual({ status: 'done' })
      expect(groupOf([mint, ended(2, 'op', { status: 'paused' })])?.outcome).toEqual({ status: 'done' })
    })

    it('says how it ended in its Ended line', () => {
      const says = (details: { status: string; reason?: string }) => markerText(ended(2, 'op', details))
      expect(says({ status: 'succeeded' })).toBe('Ended: succeeded')
      expect(says({ status: 'not-sent', reason: 'Could not reach the chain.' })).toBe(
        'Ended: not sent — Could not reach the chain.',
      )
      expect(says({ status: 'rejected' })).toBe('Ended: rejected in the wallet')
      expect(says({ status: 'failed', reason: 'Error signing message, please retry!' })).toBe(
        'Ended: failed — Error signing message, please retry!',
      )
      expect(says({ status: 'reverted' })).toBe('Ended: reverted on chain')
      expect(says({ status: 'abandoned', reason: 'The page was reloaded before the operation ended.' })).toBe(
        'Ended: abandoned — The page was reloaded before the operation ended.',
      )
    })
  })
})

import { describe, expect, it } from 'vitest'
import type { CallLogEntry } from '../../wallet/types'
import { filterCalls, NO_FILTER } from './filterCalls'
import { groupCalls, type CallRow } from './groupCalls'

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
})

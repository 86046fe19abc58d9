import { describe, expect, it } from 'vitest'
import type { CallLogEntry } from '../../wallet/types'
import { filterCalls, methodsIn, NO_FILTER } from './filterCalls'
import { formatTime, formatValue } from './formatValue'

const entry = (seq: number, method: string, outcome: CallLogEntry['outcome']): CallLogEntry => ({
  seq,
  sessionId: 's',
  operationId: `op-${seq}`,
  kind: outcome === 'event' ? 'event' : 'request',
  origin: outcome === 'event' ? 'wallet' : 'module',
  walletId: 'injected',
  method,
  startedAt: new Date(1_700_000_000_000 + seq).toISOString(),
  offsetMs: seq,
  outcome,
})

const log = [
  entry(1, 'eth_requestAccounts', 'ok'),
  entry(2, 'eth_chainId', 'ok'),
  entry(3, 'wallet_switchEthereumChain', 'error'),
  entry(4, 'chainChanged', 'event'),
  entry(5, 'personal_sign', 'pending'),
]

describe('filterCalls', () => {
  it('returns everything newest first without a filter', () => {
    expect(filterCalls(log, NO_FILTER).map((e) => e.seq)).toEqual([5, 4, 3, 2, 1])
  })

  it('filters by method and by outcome, together', () => {
    expect(filterCalls(log, { method: 'eth_chainId', outcome: 'all' }).map((e) => e.seq)).toEqual([2])
    expect(filterCalls(log, { method: '', outcome: 'error' }).map((e) => e.seq)).toEqual([3])
    expect(filterCalls(log, { method: 'eth_chainId', outcome: 'error' })).toEqual([])
  })

  it('does not reorder the log it was given', () => {
    filterCalls(log, NO_FILTER)
    expect(log[0]?.seq).toBe(1)
  })

  it('lists each method once, sorted', () => {
    expect(methodsIn([...log, entry(6, 'eth_chainId', 'ok')])).toEqual([
      'chainChanged',
      'eth_chainId',
      'eth_requestAccounts',
      'personal_sign',
      'wallet_switchEthereumChain',
    ])
  })
})

describe('formatValue', () => {
  it('shows bigints as decimals and survives circular values', () => {
    expect(formatValue({ value: 10n ** 18n })).toBe('{"value":"1000000000000000000"}')
    const circular: { self?: unknown } = {}
    circular.self = circular
    expect(formatValue(circular)).toBe('[object Object]')
    expect(formatValue(undefined)).toBe('')
  })

  it('formats times with milliseconds', () => {
    expect(formatTime(new Date(2026, 0, 2, 3, 4, 5, 6).getTime())).toBe('03:04:05.006')
  })
})

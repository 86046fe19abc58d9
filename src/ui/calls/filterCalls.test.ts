import { describe, expect, it } from 'vitest'
import type { CallLogEntry } from '../../wallet/types'
import { chainLabel, DATE_TIME_OPTIONS, formatDateTime, markerText } from './callLabels'
import { chainsIn, filterCalls, methodsIn, NO_FILTER } from './filterCalls'
import { formatValue } from './formatValue'

const entry = (
  seq: number,
  method: string,
  outcome: CallLogEntry['outcome'],
  chainId: number | null = 31337,
): CallLogEntry => ({
  seq,
  sessionId: 's',
  operationId: `op-${seq}`,
  kind: outcome === 'event' ? 'event' : 'request',
  origin: outcome === 'event' ? 'wallet' : 'module',
  walletId: 'injected',
  ...(chainId === null ? {} : { chainId }),
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
  { ...entry(6, 'eth_sendTransaction', 'ok', 137), origin: 'app' as const },
  entry(7, 'eth_accounts', 'ok', null),
] satisfies CallLogEntry[]

describe('filterCalls', () => {
  it('returns everything newest first without a filter', () => {
    expect(filterCalls(log, NO_FILTER).map((e) => e.seq)).toEqual([7, 6, 5, 4, 3, 2, 1])
  })

  it('filters by method and by outcome, together', () => {
    expect(filterCalls(log, { ...NO_FILTER, method: 'eth_chainId' }).map((e) => e.seq)).toEqual([2])
    expect(filterCalls(log, { ...NO_FILTER, outcome: 'error' }).map((e) => e.seq)).toEqual([3])
    expect(filterCalls(log, { ...NO_FILTER, method: 'eth_chainId', outcome: 'error' })).toEqual([])
  })

  it('filters by chain (entries without one too) and by origin', () => {
    expect(filterCalls(log, { ...NO_FILTER, chain: '137' }).map((e) => e.seq)).toEqual([6])
    expect(filterCalls(log, { ...NO_FILTER, chain: 'none' }).map((e) => e.seq)).toEqual([7])
    expect(filterCalls(log, { ...NO_FILTER, origin: 'app' }).map((e) => e.seq)).toEqual([6])
    expect(filterCalls(log, { ...NO_FILTER, origin: 'wallet' }).map((e) => e.seq)).toEqual([4])
    expect(filterCalls(log, { ...NO_FILTER, chain: '31337', origin: 'app' })).toEqual([])
    expect(chainsIn(log)).toEqual(['137', '31337', 'none'])
  })

  it('does not reorder the log it was given', () => {
    filterCalls(log, NO_FILTER)
    expect(log[0]?.seq).toBe(1)
  })

  it('lists each method once, sorted', () => {
    expect(methodsIn([...log, entry(8, 'eth_chainId', 'ok')])).toEqual([
      'chainChanged',
      'eth_accounts',
      'eth_chainId',
      'eth_requestAccounts',
      'eth_sendTransaction',
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
})

describe('call labels', () => {
  it('formats a date-time with milliseconds and its zone', () => {
    const utc = new Intl.DateTimeFormat('en-CA', { ...DATE_TIME_OPTIONS, timeZone: 'UTC' })
    expect(formatDateTime('2026-01-02T03:04:05.006Z', utc)).toBe('2026-01-02 03:04:05.006 UTC')
    const tokyo = new Intl.DateTimeFormat('en-CA', { ...DATE_TIME_OPTIONS, timeZone: 'Asia/Tokyo' })
    expect(formatDateTime('2026-01-02T23:04:05.006Z', tokyo)).toBe('2026-01-03 08:04:05.006 GMT+9')
    expect(formatDateTime('not a time')).toBe('not a time')
    expect(formatDateTime(Date.now())).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \S+$/)
  })

  it('names chains and says when there was none yet', () => {
    const chains = [{ id: 424242, name: 'Our devnet' }] as unknown as Parameters<typeof chainLabel>[1]
    expect(chainLabel(31337, chains)).toBe('Localhost')
    expect(chainLabel('137', chains)).toBe('Polygon')
    expect(chainLabel(424242, chains)).toBe('Our devnet')
    expect(chainLabel(123_454_321, chains)).toBe('Chain 123454321')
    expect(chainLabel('none', chains)).toBe('No chain yet')
    expect(chainLabel(undefined, chains)).toBe('No chain yet')
  })

  it('puts markers in words', () => {
    const marker = (method: string, params: unknown): CallLogEntry => ({
      ...entry(9, method, 'ok'),
      kind: 'marker',
      params,
    })
    expect(markerText(marker('cleared', { removed: 12 }))).toBe('Log cleared: 12 entries removed')
    expect(markerText(marker('restored', { restored: 1 }))).toBe('Clear undone: 1 entry put back')
    expect(markerText(marker('reload', { restored: 3, discarded: 0 }))).toBe(
      'Page reloaded: 3 entries kept from before',
    )
    expect(markerText(marker('connected', {}))).toBeUndefined()
    expect(markerText(entry(1, 'cleared', 'ok'))).toBeUndefined()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { flush } from '../testing/scriptedProvider.ts'
import { CALL_LOG_LIMIT, createCallLog } from './createCallLog.ts'

describe('createCallLog', () => {
  it('records a request from pending to its result with duration', () => {
    let now = 1000
    const log = createCallLog({ now: () => now })
    const entry = log.start('metaMask', 'eth_chainId', undefined)
    expect(log.entries[0]).toMatchObject({ kind: 'request', method: 'eth_chainId', outcome: 'pending', startedAt: 1000, walletId: 'metaMask' })
    now = 1250
    entry.finish({ ok: true, result: '0x89' })
    expect(log.entries[0]).toMatchObject({ outcome: 'ok', result: '0x89', durationMs: 250 })
  })

  it('records errors with their code and events as their own kind', () => {
    const log = createCallLog()
    log.start('injected', 'eth_requestAccounts', []).finish({ ok: false, errorCode: 4001, errorMessage: 'You rejected' })
    log.event('injected', 'chainChanged', '0x1')
    expect(log.entries.map((e) => [e.kind, e.outcome, e.errorCode ?? e.params])).toEqual([
      ['request', 'error', 4001],
      ['event', 'event', '0x1'],
    ])
  })

  it('keeps only the newest entries of a bounded ring buffer (1000)', () => {
    const log = createCallLog()
    expect(log.limit).toBe(CALL_LOG_LIMIT)
    expect(CALL_LOG_LIMIT).toBe(1000)
    for (let i = 0; i < 1005; i++) log.event('w', `e${i}`, i)
    expect(log.entries).toHaveLength(1000)
    expect(log.entries[0]?.method).toBe('e5')
    expect(log.entries[999]?.method).toBe('e1004')
  })

  it('still finishes a request whose entry is among the newest after wrapping', () => {
    const log = createCallLog({ limit: 3 })
    const entry = log.start('w', 'personal_sign', ['0x00'])
    log.event('w', 'a', 1)
    log.event('w', 'b', 2)
    entry.finish({ ok: true, result: '0xsig' })
    expect(log.entries[0]).toMatchObject({ method: 'personal_sign', outcome: 'ok' })
    log.event('w', 'c', 3)
    expect(log.entries.map((e) => e.method)).toEqual(['a', 'b', 'c'])
  })

  it('notifies subscribers after changes and stops after unsubscribe', async () => {
    const log = createCallLog()
    const listener = vi.fn()
    const unsubscribe = log.subscribe(listener)
    log.event('w', 'accountsChanged', [])
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    log.event('w', 'chainChanged', '0x1')
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('exports JSON (bigints as decimal strings) and clears', () => {
    const log = createCallLog({ now: () => 5 })
    log.start('w', 'eth_sendTransaction', [{ value: 10n ** 18n }]).finish({ ok: true, result: '0xhash' })
    const exported: unknown = JSON.parse(log.exportJson())
    expect(exported).toEqual([
      { id: 1, kind: 'request', walletId: 'w', method: 'eth_sendTransaction', params: [{ value: '1000000000000000000' }], startedAt: 5, outcome: 'ok', result: '0xhash', durationMs: 0 },
    ])
    log.clear()
    expect(log.entries).toHaveLength(0)
    expect(log.exportJson()).toBe('[]')
  })
})

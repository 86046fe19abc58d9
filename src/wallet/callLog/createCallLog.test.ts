import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/safeStorage.ts'
import { flush } from '../testing/scriptedProvider.ts'
import { MODULE_NAME, MODULE_VERSION } from '../version.ts'
import { CALL_LOG_LIMIT, createCallLog } from './createCallLog.ts'
import { UNLOADED_MESSAGE } from './persistLog.ts'
import { redactUrl } from './redact.ts'

const call = (method: string, params?: unknown) => ({ walletId: 'metaMask', method, params })

describe('createCallLog', () => {
  it('records a request from pending to its result with duration, chain, rdns and origin', () => {
    let now = 1000
    const log = createCallLog({ now: () => now })
    const entry = log.start({
      walletId: 'eip6963:io.rabby',
      method: 'eth_chainId',
      origin: 'app',
      chainId: 137,
      rdns: 'io.rabby',
    })
    expect(log.entries[0]).toMatchObject({
      kind: 'request',
      method: 'eth_chainId',
      outcome: 'pending',
      startedAt: 1000,
      walletId: 'eip6963:io.rabby',
      origin: 'app',
      chainId: 137,
      rdns: 'io.rabby',
    })
    now = 1250
    entry.finish({ ok: true, result: '0x89' })
    expect(log.entries[0]).toMatchObject({ outcome: 'ok', result: '0x89', durationMs: 250 })
    entry.finish({ ok: false, errorCode: 1, errorMessage: 'late' }) // a second finish changes nothing
    expect(log.entries[0]?.outcome).toBe('ok')
  })

  it('keeps the wallet’s own code and message beside the short message; events have origin wallet', () => {
    const log = createCallLog()
    log.start(call('eth_requestAccounts', [])).finish({
      ok: false,
      errorCode: 4001,
      errorMessage: 'You rejected',
      walletErrorCode: 4001,
      walletErrorMessage: 'User denied account authorization',
    })
    log.event('injected', 'chainChanged', '0x1')
    expect(log.entries).toMatchObject([
      {
        kind: 'request',
        outcome: 'error',
        errorCode: 4001,
        errorMessage: 'You rejected',
        walletErrorMessage: 'User denied account authorization',
        origin: 'module',
      },
      { kind: 'event', outcome: 'event', params: '0x1', origin: 'wallet' },
    ])
  })

  it('keeps only the newest entries of a bounded ring buffer (1000)', () => {
    const log = createCallLog()
    expect(log.limit).toBe(CALL_LOG_LIMIT)
    expect(CALL_LOG_LIMIT).toBe(1000)
    for (let i = 0; i < 2505; i++) log.event('w', `e${i}`, i)
    expect(log.entries).toHaveLength(1000)
    expect(log.entries[0]?.method).toBe('e1505')
    expect(log.entries[999]?.method).toBe('e2504')
    expect(Object.isFrozen(log.entries)).toBe(true)
  })

  it('still finishes a request whose entry is among the newest after wrapping; a trimmed one is ignored', () => {
    const log = createCallLog({ limit: 3 })
    const trimmed = log.start(call('eth_accounts'))
    const entry = log.start(call('personal_sign', ['0x00']))
    log.event('w', 'a', 1)
    log.event('w', 'b', 2)
    trimmed.finish({ ok: true, result: [] })
    entry.finish({ ok: true, result: '0xsig' })
    expect(log.entries.map((e) => [e.method, e.outcome])).toEqual([
      ['personal_sign', 'ok'],
      ['a', 'event'],
      ['b', 'event'],
    ])
    log.event('w', 'c', 3)
    expect(log.entries.map((e) => e.method)).toEqual(['a', 'b', 'c'])
  })

  it('refuses a limit that is not a positive integer', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => createCallLog({ limit })).toThrow(/positive integer/)
  })

  it('notifies subscribers once per burst of changes and stops after unsubscribe', async () => {
    const log = createCallLog()
    const listener = vi.fn()
    const unsubscribe = log.subscribe(listener)
    log.event('w', 'accountsChanged', [])
    log.event('w', 'chainChanged', '0x1')
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]?.[0]).toHaveLength(2)
    unsubscribe()
    log.event('w', 'chainChanged', '0x2')
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('exports JSON with a header (bigints as decimal strings), NDJSON, and clears', () => {
    const log = createCallLog({ now: () => 5, appName: 'Test App' })
    log.start(call('eth_sendTransaction', [{ value: 10n ** 18n }])).finish({ ok: true, result: '0xhash' })
    const exported = JSON.parse(log.exportJson()) as { header: Record<string, unknown>; entries: unknown[] }
    expect(exported.header).toMatchObject({
      module: MODULE_NAME,
      version: MODULE_VERSION,
      app: 'Test App',
      startedAt: new Date(5).toISOString(),
      entryCount: 1,
    })
    expect(exported.header.userAgent).toEqual(expect.any(String))
    expect(exported.header.origin).toEqual(expect.any(String))
    expect(exported.entries).toEqual([
      {
        id: 1,
        kind: 'request',
        origin: 'module',
        walletId: 'metaMask',
        method: 'eth_sendTransaction',
        params: [{ value: '1000000000000000000' }],
        startedAt: 5,
        outcome: 'ok',
        result: '0xhash',
        durationMs: 0,
      },
    ])
    const lines = log
      .exportNdjson()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ type: 'header', module: MODULE_NAME, entryCount: 1 })
    expect(lines[1]).toMatchObject({ id: 1, method: 'eth_sendTransaction' })
    log.clear()
    expect(log.entries).toHaveLength(0)
    expect(JSON.parse(log.exportJson())).toMatchObject({ entries: [], header: { entryCount: 0 } })
  })

  it('settles entries and stores a marker when results or params cannot be read', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
        ownKeys: () => {
          throw new Error('trap')
        },
        getPrototypeOf: () => {
          throw new Error('trap')
        },
      },
    )
    const log = createCallLog()
    const entry = log.start(call('eth_call', hostile))
    entry.finish({ ok: true, result: hostile })
    expect(log.entries[0]).toMatchObject({ outcome: 'ok', params: '[unreadable]', result: '[unreadable]' })
  })
})

describe('call-log redaction', () => {
  it('hides WalletConnect pairing URIs and credentials in chain URLs by default', () => {
    const log = createCallLog()
    log.event(
      'walletConnect',
      'display_uri',
      'wc:7f6e@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
    )
    log.start(
      call('wallet_addEthereumChain', [
        {
          chainId: '0x89',
          rpcUrls: [
            'https://polygon-mainnet.infura.io/v3/9aa3d95b3bc440fa88ea12eaa4456161',
            'https://rpc.example.org/?apikey=SECRET1&chain=137',
            'https://user:pass@node.example.org/rpc',
          ],
          blockExplorerUrls: ['https://polygonscan.com'],
        },
      ]),
    )
    const [event, addChain] = log.entries
    expect(event?.params).toBe('wc:[redacted]')
    const text = JSON.stringify(addChain?.params)
    expect(text).not.toMatch(/9aa3d95b3bc440fa88ea12eaa4456161|SECRET1|pass@|symKey/)
    expect(addChain?.params).toEqual([
      {
        chainId: '0x89',
        rpcUrls: [
          'https://polygon-mainnet.infura.io/v3/[redacted]',
          'https://rpc.example.org/?apikey=[redacted]&chain=137',
          'https://[redacted]@node.example.org/rpc',
        ],
        blockExplorerUrls: ['https://polygonscan.com/'],
      },
    ])
  })

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('https://polygon-rpc.com/')).toBe('https://polygon-rpc.com/')
    expect(redactUrl('https://explorer.example.org/tx/abc?page=2')).toBe('https://explorer.example.org/tx/abc?page=2')
  })

  it('runs a configured hook after the defaults; a throwing hook loses no entry', () => {
    const seen: unknown[] = []
    const log = createCallLog({
      redact: (entry) => {
        seen.push(entry.params)
        return { ...entry, params: 'hidden by app' }
      },
    })
    log.start(call('personal_sign', ['wc:secret']))
    expect(seen[0]).toEqual(['wc:[redacted]'])
    expect(log.entries[0]?.params).toBe('hidden by app')
    const failing = createCallLog({
      redact: () => {
        throw new Error('bug in hook')
      },
    })
    failing.event('w', 'chainChanged', '0x1')
    expect(failing.entries[0]).toMatchObject({ method: 'chainChanged', params: '[redact hook failed]' })
  })
})

describe('call-log persistence', () => {
  it('survives a reload in the given storage, bounded, and closes requests left pending', async () => {
    const storage = memoryStorage()
    const persist = { storage, key: 'app.callLog', maxEntries: 3 }
    const first = createCallLog({ persist, now: () => 100 })
    first.start(call('eth_requestAccounts'))
    for (let i = 0; i < 4; i++) first.event('w', `e${i}`, i)
    const open = first.start(call('personal_sign'))
    void open
    await flush()
    const reloaded = createCallLog({ persist, now: () => 200 })
    expect(reloaded.entries.map((e) => e.method)).toEqual(['e2', 'e3', 'personal_sign'])
    expect(reloaded.entries[2]).toMatchObject({ outcome: 'error', errorMessage: UNLOADED_MESSAGE })
    reloaded.event('w', 'next', 1)
    expect(reloaded.entries.at(-1)?.id).toBe(7) // ids continue after the stored ones
    expect(JSON.parse(reloaded.exportJson()).header.startedAt).toBe(new Date(100).toISOString())
  })

  it('reads corrupt or foreign data as empty and is off unless asked for', async () => {
    const storage = memoryStorage({ 'app.callLog': '{not json' })
    expect(createCallLog({ persist: { storage, key: 'app.callLog' } }).entries).toEqual([])
    storage.setItem('app.callLog', JSON.stringify({ startedAt: 1, entries: [{ id: 'x' }, null, 5] }))
    expect(createCallLog({ persist: { storage, key: 'app.callLog' } }).entries).toEqual([])
    const session = memoryStorage()
    createCallLog().event('w', 'a', 1)
    await flush()
    expect(session.length).toBe(0)
    expect(() => createCallLog({ persist: true })).toThrow(/storage and a key/)
  })
})

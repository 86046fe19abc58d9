import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/safeStorage.ts'
import { flush } from '../testing/scriptedProvider.ts'
import { MODULE_NAME, MODULE_VERSION } from '../version.ts'
import { CALL_LOG_SCHEMA_VERSION } from './callLogSchema.ts'
import { CALL_LOG_LIMIT, createCallLog } from './createCallLog.ts'
import { type CallLogDescription, genesisHash, sha256Hex } from './hashChain.ts'
import { verifyCallLog } from './verifyCallLog.ts'
import { UNLOADED_MESSAGE } from './persistLog.ts'
import { redactEntry, redactSignatures, redactUrl } from './redact.ts'
import { canonicalJson } from './checkpoint.ts'
import { InvalidArgumentError, WalletConfigError } from '../errors/configErrors.ts'
import type { CallLogEntry } from '../types.ts'

const ACCOUNT = `0x${'cd'.repeat(20)}`
const SIGNATURE = `0x${'11'.repeat(65)}`
const call = (method: string, params?: unknown) => ({ walletId: 'metaMask', method, params })

describe('createCallLog', () => {
  it('records a request from pending to its result with seq, session, operation, times, chain, rdns and origin', () => {
    let now = 1000
    let tick = 50
    const log = createCallLog({ now: () => now, monotonicNow: () => tick })
    const entry = log.start({
      walletId: 'eip6963:io.rabby',
      method: 'eth_chainId',
      origin: 'app',
      chainId: 137,
      rdns: 'io.rabby',
      operationId: 'op-a',
    })
    expect(log.sessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(log.entries[0]).toMatchObject({
      seq: 1,
      sessionId: log.sessionId,
      operationId: 'op-a',
      kind: 'request',
      method: 'eth_chainId',
      outcome: 'pending',
      startedAt: new Date(1000).toISOString(),
      offsetMs: 0,
      walletId: 'eip6963:io.rabby',
      origin: 'app',
      chainId: 137,
      rdns: 'io.rabby',
    })
    now = 9999 // the wall clock jumps; durations come from the monotonic clock
    tick = 300
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

  it('exports a hash-chained log: header with schema version, seqs, dropped count and head hash', async () => {
    const log = createCallLog({ now: () => 5, monotonicNow: () => 0, appName: 'Test App' })
    log.start(call('eth_sendTransaction', [{ value: 10n ** 18n }])).finish({ ok: true, result: '0xhash' })
    const exported = JSON.parse(await log.exportJson()) as {
      header: Record<string, unknown>
      entries: Record<string, unknown>[]
    }
    expect(exported.header).toMatchObject({
      type: 'header',
      schemaVersion: CALL_LOG_SCHEMA_VERSION,
      module: MODULE_NAME,
      version: MODULE_VERSION,
      app: 'Test App',
      sessionId: log.sessionId,
      startedAt: new Date(5).toISOString(),
      limit: CALL_LOG_LIMIT,
      chainStartSeq: 1,
      entryCount: 1,
      droppedCount: 0,
      firstSeq: 1,
      lastSeq: 1,
      hashAlgorithm: 'SHA-256',
      headHash: exported.entries[0]?.hash,
      checkpoints: [],
    })
    const genesis = await genesisHash(exported.header as unknown as CallLogDescription)
    expect(exported.header.genesisHash).toBe(genesis)
    expect(exported.header.userAgent).toEqual(expect.any(String))
    const { hash, ...linked } = exported.entries[0] as { hash: string }
    expect(linked).toEqual({
      seq: 1,
      sessionId: log.sessionId,
      operationId: `${log.sessionId.slice(0, 8)}-1`,
      kind: 'request',
      origin: 'module',
      pageOrigin: expect.any(String),
      walletId: 'metaMask',
      method: 'eth_sendTransaction',
      params: [{ value: '1000000000000000000' }],
      startedAt: new Date(5).toISOString(),
      offsetMs: 0,
      outcome: 'ok',
      result: '0xhash',
      durationMs: 0,
      prevHash: genesis,
    })
    // Each hash commits to the header's description: the genesis hash, a newline, the entry's JSON.
    expect(hash).toBe(await sha256Hex(`${genesis}\n${JSON.stringify(linked)}`))
    const ndjson = await log.exportNdjson()
    const lines = ndjson
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ type: 'header', module: MODULE_NAME, entryCount: 1 })
    expect(lines[1]).toMatchObject({ seq: 1, method: 'eth_sendTransaction', hash })
    expect(await verifyCallLog(ndjson)).toMatchObject({ ok: true, entryCount: 1, headHash: hash })
    expect(await verifyCallLog(await log.exportJson())).toMatchObject({ ok: true })
  })

  it('counts what the ring buffer and clear() dropped, and the export still verifies', async () => {
    const log = createCallLog({ limit: 3 })
    for (let i = 0; i < 5; i++) log.event('w', `e${i}`, i)
    const { header } = await log.export()
    expect(header).toMatchObject({ entryCount: 3, droppedCount: 2, firstSeq: 3, lastSeq: 5 })
    expect(await verifyCallLog(await log.exportNdjson())).toMatchObject({ ok: true, droppedCount: 2 })
    log.clear()
    expect(log.entries).toMatchObject([{ seq: 6, kind: 'marker', method: 'cleared', params: { removed: 3 } }])
    expect((await log.export()).header).toMatchObject({ entryCount: 1, droppedCount: 5, firstSeq: 6, lastSeq: 6 })
    expect(await verifyCallLog(await log.exportNdjson())).toMatchObject({ ok: true })
  })

  it('undoes a clear until the page unloads: entries back in order, a request answered meanwhile closed', async () => {
    const log = createCallLog({ limit: 5 })
    log.event('w', 'e1', 1)
    const inFlight = log.start(call('eth_sendTransaction'))
    expect(log.restorable).toBe(0)
    log.clear()
    expect(log.restorable).toBe(2)
    inFlight.finish({ ok: true, result: '0xabc' })
    log.event('w', 'e2', 2)
    expect(log.undoClear()).toBe(2)
    expect(log.restorable).toBe(0)
    expect(log.entries.map((e) => [e.seq, e.method, e.outcome])).toEqual([
      [1, 'e1', 'event'],
      [2, 'eth_sendTransaction', 'ok'],
      [3, 'cleared', 'ok'],
      [4, 'e2', 'event'],
      [5, 'restored', 'ok'],
    ])
    expect(log.entries[4]?.params).toEqual({ restored: 2 })
    expect(log.undoClear()).toBe(0)
    expect(await verifyCallLog(await log.exportNdjson())).toMatchObject({ ok: true, droppedCount: 0 })
    // a request still in flight at the undo is answered in place; the ring keeps the newest `limit`
    const late = log.start(call('eth_chainId'))
    log.clear()
    log.undoClear()
    late.finish({ ok: true, result: '0x1' })
    expect(log.entries).toHaveLength(5)
    expect(log.entries.find((e) => e.method === 'eth_chainId')?.outcome).toBe('ok')
  })

  it('says how many entries survive a reload', () => {
    expect(createCallLog().keptAcrossReload).toBe(0)
    const storage = memoryStorage()
    expect(createCallLog({ persist: { storage, key: 'k' } }).keptAcrossReload).toBe(200)
    expect(createCallLog({ persist: { storage, key: 'k', maxEntries: 7 } }).keptAcrossReload).toBe(7)
  })

  it('records the chain and account in effect from the wallet’s own answers and events, not the module’s belief', () => {
    const log = createCallLog()
    const account = `0x${'ab'.repeat(20)}`
    log.start({ ...call('eth_requestAccounts'), chainId: 137 }).finish({ ok: true, result: [account] })
    log.start({ ...call('eth_chainId'), chainId: 137 }).finish({ ok: true, result: '0xa' })
    // The wallet switched to 10 without an event; the module still believes 137.
    log.start({ ...call('eth_sendTransaction'), chainId: 137 })
    log.event('metaMask', 'chainChanged', '0x1', { chainId: 137 })
    log.start({ ...call('eth_chainId'), chainId: 137 })
    log.start({ walletId: 'other', method: 'eth_chainId', chainId: 42161 })
    expect(log.entries.map((e) => [e.method, e.chainId, e.account])).toEqual([
      ['eth_requestAccounts', 137, undefined],
      ['eth_chainId', 137, account],
      ['eth_sendTransaction', 10, account],
      ['chainChanged', 1, account], // an event carries the chain it announces
      ['eth_chainId', 1, account],
      ['eth_chainId', 42161, undefined],
    ])
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

describe('signature redaction', () => {
  const typedData = JSON.stringify({ primaryType: 'Permit', message: { value: '1' } })
  it('hides signatures and typed-data payloads by default, keeping the message a person read', () => {
    const log = createCallLog()
    log.start(call('personal_sign', ['0x48656c6c6f', ACCOUNT])).finish({ ok: true, result: SIGNATURE })
    log.start(call('eth_signTypedData_v4', [ACCOUNT, typedData])).finish({ ok: true, result: SIGNATURE })
    expect(log.entries.map((e) => [e.params, e.result])).toEqual([
      [['0x48656c6c6f', ACCOUNT], '[redacted]'],
      [[ACCOUNT, '[redacted]'], '[redacted]'],
    ])
    expect(JSON.stringify(log.entries)).not.toContain(SIGNATURE.slice(2, 40))
  })

  it('keeps them with keepSignatures (debugging)', () => {
    const log = createCallLog({ keepSignatures: true })
    log.start(call('eth_signTypedData_v4', [ACCOUNT, typedData])).finish({ ok: true, result: SIGNATURE })
    expect(log.entries[0]).toMatchObject({ params: [ACCOUNT, typedData], result: SIGNATURE })
  })
})

/** Waits until the stored log holds `text`: the write waits for lazily loaded modules, so no fixed sleep fits. */
const written = (storage: Storage, key: string, text: string) =>
  vi.waitFor(() => expect(storage.getItem(key) ?? '').toContain(text), { timeout: 5000 })

describe('call-log persistence', () => {
  it('survives a reload, bounded, marks it, closes requests left pending and continues the seqs', async () => {
    const storage = memoryStorage()
    const persist = { storage, key: 'app.callLog', maxEntries: 3 }
    const first = createCallLog({ persist })
    first.start(call('eth_requestAccounts'))
    for (let i = 0; i < 4; i++) first.event('w', `e${i}`, i)
    first.start(call('personal_sign'))
    await written(storage, persist.key, '"personal_sign"')
    const reloaded = createCallLog({ persist })
    expect(reloaded.entries.map((e) => e.method)).toEqual(['e2', 'e3', 'personal_sign', 'reload'])
    expect(reloaded.entries[2]).toMatchObject({ outcome: 'error', errorMessage: UNLOADED_MESSAGE })
    expect(reloaded.entries[3]).toMatchObject({
      seq: 7,
      kind: 'marker',
      sessionId: reloaded.sessionId,
      params: { restored: 3, discarded: 0 },
    })
    expect(reloaded.entries[0]?.sessionId).toBe(first.sessionId)
    reloaded.event('w', 'next', 1)
    expect(reloaded.entries.at(-1)?.seq).toBe(8)
    const exported = await reloaded.exportNdjson()
    expect(await verifyCallLog(exported)).toMatchObject({ ok: true, firstSeq: 4, droppedCount: 3 })
    expect(reloaded.entries.some((e) => e.untrusted)).toBe(false)
  })

  it('keeps entries edited in storage but marks them untrusted, and says so in a marker', async () => {
    const storage = memoryStorage()
    const persist = { storage, key: 'app.callLog' }
    const first = createCallLog({ persist })
    first.start(call('eth_accounts')).finish({ ok: true, result: [ACCOUNT] })
    first.event('w', 'chainChanged', '0x1')
    first.event('w', 'chainChanged', '0x2')
    await written(storage, persist.key, '"0x2"')
    const stored = JSON.parse(storage.getItem('app.callLog') ?? '') as { entries: Record<string, unknown>[] }
    const forged = stored.entries[1] as Record<string, unknown>
    forged.params = '0x539' // a forged answer, hash left as it was
    stored.entries.push({ ...forged, seq: 4, method: 'accountsChanged' }) // an inserted one
    stored.entries.push({ ...forged, seq: 9, method: 'accountsChanged' }) // and one after a gap: not restored
    storage.setItem('app.callLog', JSON.stringify(stored))
    const reloaded = createCallLog({ persist })
    await reloaded.export() // waits for the restore check
    expect(reloaded.entries.map((e) => [e.seq, e.method, e.untrusted])).toEqual([
      [1, 'eth_accounts', undefined],
      [2, 'chainChanged', true],
      [3, 'chainChanged', undefined],
      [4, 'accountsChanged', true],
      [5, 'reload', undefined],
      [6, 'untrusted-entries', undefined],
    ])
    expect(reloaded.entries.find((e) => e.method === 'reload')?.params).toMatchObject({ restored: 4, discarded: 1 })
    expect(reloaded.entries.at(-1)?.params).toMatchObject({ seqs: [2, 4] })
    // The export of the reloaded log verifies: restored entries are re-chained in this page's session.
    expect(await verifyCallLog(await reloaded.exportNdjson())).toMatchObject({ ok: true, firstSeq: 1 })
    // Written back, the mark stays: a second reload does not launder the edit.
    await written(storage, persist.key, '"untrusted-entries"')
    const again = createCallLog({ persist })
    expect(again.entries.filter((e) => e.untrusted).map((e) => e.seq)).toEqual([2, 4])
  })

  it('reads corrupt or foreign data as empty and is off unless asked for', async () => {
    const storage = memoryStorage({ 'app.callLog': '{not json' })
    expect(createCallLog({ persist: { storage, key: 'app.callLog' } }).entries).toEqual([])
    storage.setItem('app.callLog', JSON.stringify({ format: 2, entries: [{ id: 'x' }, null, 5] }))
    expect(createCallLog({ persist: { storage, key: 'app.callLog' } }).entries).toMatchObject([
      { method: 'reload', params: { restored: 0, discarded: 3 } },
    ])
    const session = memoryStorage()
    createCallLog().event('w', 'a', 1)
    await flush()
    expect(session.length).toBe(0)
    expect(() => createCallLog({ persist: true })).toThrow(/storage and a key/)
  })
})

describe('call-log helpers given values that throw when read', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }

  it('an example the property found', async () => {
    // Each threw a TypeError (or, for a cycle, a RangeError) instead of a typed error.
    expect(() => createCallLog(revoked())).toThrow(WalletConfigError)
    expect(() => canonicalJson(undefined)).toThrow(InvalidArgumentError)
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => canonicalJson(cycle)).toThrow(InvalidArgumentError)
    await expect(genesisHash(undefined as unknown as CallLogDescription)).rejects.toBeInstanceOf(InvalidArgumentError)
    expect(() => redactEntry(undefined as unknown as CallLogEntry)).toThrow(InvalidArgumentError)
    expect(() => redactSignatures(revoked() as CallLogEntry)).toThrow(InvalidArgumentError)
  })
})

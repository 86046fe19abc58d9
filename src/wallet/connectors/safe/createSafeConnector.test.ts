import { polygon } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectorNotFoundError, WalletTimeoutError } from '../../errors/configErrors.ts'
import { UnsupportedMethodError, UserRejectedError } from '../../errors/providerErrors.ts'
import { testContext } from '../walletConnect/testContext.ts'
import type { SafeFrame } from './createSafeCommunicator.ts'
import { createSafeConnector } from './createSafeConnector.ts'
import { createLazySafeConnector } from './safeConnector.ts'
import { SafeInfoUnavailableError, SafeRequestError } from './safeErrors.ts'
import { SAFE_SDK_VERSION, type SafeRequest } from './safeMessages.ts'

const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
type Listener = (event: { data: unknown; source: unknown }) => void
type SafeAnswer = (request: SafeRequest) => { success: boolean; data?: unknown; error?: string } | undefined

/** A page in an iframe whose parent answers Safe requests with `answer` (undefined: stays silent). */
function fakeFrame(answer: SafeAnswer) {
  const listeners = new Set<Listener>()
  const received: SafeRequest[] = []
  const stranger = {}
  const parent = {
    postMessage(message: unknown) {
      const request = message as SafeRequest
      received.push(request)
      const reply = answer(request)
      if (reply)
        queueMicrotask(() => {
          for (const listener of listeners) listener({ source: parent, data: { id: request.id, ...reply } })
        })
    },
  }
  const frame: SafeFrame = {
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  }
  const fromStranger = (data: unknown) => {
    for (const listener of listeners) listener({ source: stranger, data })
  }
  return { frame, received, listeners, fromStranger }
}

const safeHost: SafeAnswer = (request) => {
  switch (request.method) {
    case 'getSafeInfo':
      return { success: true, data: { safeAddress, chainId: 137, threshold: 2, owners: [], isReadOnly: false } }
    case 'sendTransactions':
      return { success: true, data: { safeTxHash: `0x${'ab'.repeat(32)}` } }
    case 'signMessage':
      return { success: true, data: { signature: '0x1234' } }
    case 'rpcCall':
      return { success: true, data: '0x10' }
    default:
      return { success: false, error: 'unknown method' }
  }
}

function setup(answer: SafeAnswer = safeHost, infoTimeoutMs?: number) {
  const host = fakeFrame(answer)
  const context = testContext('safe', [polygon])
  const connector = createSafeConnector(context, { frame: host.frame, ...(infoTimeoutMs ? { infoTimeoutMs } : {}) })
  return { host, context, connector }
}

describe('Safe connector', () => {
  afterEach(() => vi.useRealTimers())

  it('is ready only inside a frame, else not found', async () => {
    const top: SafeFrame = { parent: null, addEventListener: () => undefined, removeEventListener: () => undefined }
    const self = { addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as {
      parent: unknown
    }
    self.parent = self
    const connector = createSafeConnector(testContext('safe', [polygon]), { frame: top })
    expect(connector.isReady()).toBe(false)
    expect(createSafeConnector(testContext('safe', [polygon]), { frame: self as SafeFrame }).isReady()).toBe(false)
    await expect(connector.connect()).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(await connector.resume()).toBeNull()
    expect(setup().connector.isReady()).toBe(true)
  })

  it('connects as the Safe: its address and chain, speaking the Safe Apps message shapes', async () => {
    const { connector, host, context } = setup()
    await expect(connector.connect()).resolves.toEqual({ accounts: [safeAddress], chainId: 137 })
    expect(host.received[0]).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: SAFE_SDK_VERSION } })
    expect(typeof host.received[0]?.id).toBe('string')
    const log = context.callLog.entries.map((entry) => [entry.kind, entry.method])
    expect(log).toEqual([
      ['event', 'getSafeInfo'],
      ['request', 'eth_accounts'],
      ['request', 'eth_chainId'],
    ])
  })

  it("no answer within 3 s: 'Could not load Safe information'", async () => {
    vi.useFakeTimers()
    const { connector } = setup(() => undefined)
    const result = connector.connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(SafeInfoUnavailableError)
    expect(error).toHaveProperty('shortMessage', 'Could not load Safe information')
    expect((error as SafeInfoUnavailableError).walk((e) => e instanceof WalletTimeoutError)).toBeInstanceOf(
      WalletTimeoutError,
    )
  })

  it('rejects nonsense Safe info with the same message', async () => {
    const { connector } = setup((request) =>
      request.method === 'getSafeInfo' ? { success: true, data: { safeAddress: '0x12', chainId: 137 } } : undefined,
    )
    await expect(connector.connect()).rejects.toThrow('Could not load Safe information')
  })

  it('ignores answers from any window but the parent', async () => {
    vi.useFakeTimers()
    const { connector, host } = setup(() => undefined, 1_000)
    const result = connector.connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    const id = host.received[0]?.id
    host.fromStranger({ id, success: true, data: { safeAddress, chainId: 1 } })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await result).toBeInstanceOf(SafeInfoUnavailableError)
  })

  it('maps EIP-1193 to Safe methods through the logged request path', async () => {
    const { connector, host, context } = setup()
    await connector.connect()
    const provider = await connector.getProvider()
    const hash = await context.request(provider, {
      method: 'eth_sendTransaction',
      params: [{ from: safeAddress, to: safeAddress, value: '0x10', data: '0xabcd' }],
    })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(host.received.at(-1)).toMatchObject({
      method: 'sendTransactions',
      params: { txs: [{ to: safeAddress, value: '16', data: '0xabcd' }] },
    })
    expect(await context.request(provider, { method: 'personal_sign', params: ['0x6869', safeAddress] })).toBe('0x1234')
    expect(host.received.at(-1)).toMatchObject({ method: 'signMessage', params: { message: '0x6869' } })
    expect(await context.request(provider, { method: 'eth_blockNumber' })).toBe('0x10')
    expect(host.received.at(-1)).toMatchObject({ method: 'rpcCall', params: { call: 'eth_blockNumber', params: [] } })
    const methods = context.callLog.entries
      .filter((entry) => entry.kind === 'request')
      .map((entry) => `${entry.method}:${entry.outcome}`)
    expect(methods.slice(-3)).toEqual(['eth_sendTransaction:ok', 'personal_sign:ok', 'eth_blockNumber:ok'])
  })

  it('turns Safe errors into typed errors: rejection like 4001, others kept, switching unsupported', async () => {
    const { connector, context } = setup((request) =>
      request.method === 'getSafeInfo'
        ? safeHost(request)
        : request.method === 'sendTransactions'
          ? { success: false, error: 'Transaction was rejected' }
          : { success: false, error: 'execution reverted' },
    )
    await connector.connect()
    const provider = await connector.getProvider()
    await expect(
      context.request(provider, { method: 'eth_sendTransaction', params: [{ to: safeAddress }] }),
    ).rejects.toBeInstanceOf(UserRejectedError)
    await expect(
      context.request(provider, { method: 'eth_call', params: [{ to: safeAddress }] }),
    ).rejects.toBeInstanceOf(SafeRequestError)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toBeInstanceOf(UnsupportedMethodError)
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }),
    ).rejects.toThrow('only the Safe')
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ to: 'nowhere' }] })).rejects.toThrow(
      'invalid',
    )
  })

  it('disconnect stops listening to the parent', async () => {
    const { connector, host } = setup()
    await connector.connect()
    expect(host.listeners.size).toBe(1)
    await connector.disconnect()
    expect(host.listeners.size).toBe(0)
  })
})

describe('safeConnector (the factory createWallet takes)', () => {
  it('checks the frame without loading the connector, then connects through the real one on first use', async () => {
    const top: SafeFrame = { parent: null, addEventListener: () => undefined, removeEventListener: () => undefined }
    const outside = createLazySafeConnector(testContext('safe', [polygon]), { frame: top })
    expect(outside.isReady()).toBe(false)
    expect(await outside.resume()).toBeNull()
    await expect(outside.connect()).rejects.toBeInstanceOf(ConnectorNotFoundError)

    const host = fakeFrame(safeHost)
    const inside = createLazySafeConnector(testContext('safe', [polygon]), { frame: host.frame })
    const events: string[] = []
    inside.subscribe((event) => events.push(event.type))
    expect(inside.isReady()).toBe(true)
    expect(host.received).toEqual([])
    await expect(inside.connect()).resolves.toEqual({ accounts: [safeAddress], chainId: 137 })
    expect(events).toContain('connecting')
    expect(host.received.map((request) => request.method)).toContain('getSafeInfo')
  })
})

import { custom, toHex, type Hash } from 'viem'
import { optimism, polygon } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import {
  InvalidAddressError,
  InvalidHashError,
  ChainNotConfiguredError,
  ReceiptTimeoutError,
  WalletConfigError,
} from '../errors/configErrors.ts'
import { memoryStorage } from '../storage/safeStorage.ts'
import { ACCOUNT, OTHER_ACCOUNT, flush } from '../testing/scriptedProvider.ts'
import { newWallet, walletWithMetaMask } from '../testing/walletFixture.ts'
import { hasSavedSession } from './persistence.ts'

const HASH = `0x${'ab'.repeat(32)}` as Hash
const receipt = (status: '0x1' | '0x0') => ({
  transactionHash: HASH,
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x10',
  transactionIndex: '0x0',
  from: ACCOUNT,
  to: OTHER_ACCOUNT,
  cumulativeGasUsed: '0x5208',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x1',
  contractAddress: null,
  logs: [],
  logsBloom: `0x${'00'.repeat(256)}`,
  status,
  type: '0x2',
})

/** A read transport answering like a node: a receipt once `mined`, block number 0x10. */
function node(state: { mined: boolean; status?: '0x1' | '0x0' }) {
  const methods: string[] = []
  const transport = custom({
    async request({ method }: { method: string }) {
      methods.push(method)
      if (method === 'eth_getTransactionReceipt') return state.mined ? receipt(state.status ?? '0x1') : null
      if (method === 'eth_blockNumber') return '0x10'
      if (method === 'eth_chainId') return toHex(polygon.id)
      if (method === 'eth_getTransactionByHash') return null
      throw new Error(`unexpected ${method}`)
    },
  })
  return { transport, methods }
}

describe('waitForTransactionReceipt', () => {
  it('reads the receipt over the chain’s configured transport, not the wallet, and without a connection', async () => {
    const polygonNode = node({ mined: true })
    const wallet = newWallet({ transports: { [polygon.id]: polygonNode.transport } })
    const found = await wallet.waitForTransactionReceipt(HASH, { chainId: polygon.id })
    expect(found).toMatchObject({ transactionHash: HASH, status: 'success', blockNumber: 16n })
    expect(polygonNode.methods).toContain('eth_getTransactionReceipt')
    // The wallet was never asked: the log holds the receipt outcome only.
    expect(wallet.callLog.entries).toMatchObject([
      {
        kind: 'receipt',
        method: 'eth_getTransactionReceipt',
        chainId: polygon.id,
        outcome: 'ok',
        result: { transactionHash: HASH, status: 'success', blockNumber: '16' },
      },
    ])
  })

  it('resolves a reverted transaction too, and defaults to the first chain when disconnected', async () => {
    const polygonNode = node({ mined: true, status: '0x0' })
    const wallet = newWallet({ transports: { [polygon.id]: polygonNode.transport } })
    expect((await wallet.waitForTransactionReceipt(HASH)).status).toBe('reverted')
  })

  it('times out with ReceiptTimeoutError', async () => {
    const wallet = newWallet({ transports: { [polygon.id]: node({ mined: false }).transport } })
    await expect(wallet.waitForTransactionReceipt(HASH, { timeoutMs: 50 })).rejects.toBeInstanceOf(ReceiptTimeoutError)
  })

  it('refuses a malformed hash and an unconfigured chain before any request', async () => {
    const polygonNode = node({ mined: true })
    const wallet = newWallet({ transports: { [polygon.id]: polygonNode.transport } })
    await expect(wallet.waitForTransactionReceipt('0x1234' as Hash)).rejects.toBeInstanceOf(InvalidHashError)
    await expect(wallet.waitForTransactionReceipt(HASH, { chainId: 1 })).rejects.toBeInstanceOf(ChainNotConfiguredError)
    expect(polygonNode.methods).toEqual([])
  })
})

describe('watch', () => {
  it('calls back with the new and the previous value of one field, only when it changes', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    const chainIds: [number | undefined, number | undefined][] = []
    const stop = wallet.watch(
      (state) => state.chainId,
      (next, previous) => chainIds.push([next, previous]),
    )
    await wallet.connect('metaMask')
    await flush()
    wallet.state.notice = 'unrelated change'
    await flush()
    provider.emit('chainChanged', '0xa')
    await flush()
    stop()
    provider.emit('chainChanged', '0x89')
    await flush()
    expect(chainIds).toEqual([
      [137, undefined],
      [10, 137],
    ])
  })
})

describe('sendTransaction input checks and fee rule', () => {
  it('refuses a malformed `to` with InvalidAddressError before the wallet is asked (no chain switch either)', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    const before = provider.calls.length
    for (const to of ['0x1234', 'vitalik.eth', `0x${'zz'.repeat(20)}`, '', 42]) {
      await expect(
        wallet.sendTransaction({ to: to as `0x${string}`, chainId: optimism.id }),
        String(to),
      ).rejects.toBeInstanceOf(InvalidAddressError)
    }
    expect(provider.calls.slice(before)).toEqual([])
  })

  it('applies a configured fee rule to the latest base fee', async () => {
    const { wallet, provider } = await walletWithMetaMask(
      { eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: toHex(100n) }), eth_sendTransaction: () => HASH },
      { fees: (baseFee) => ({ maxFeePerGas: baseFee * 3n, maxPriorityFeePerGas: 7n }) },
    )
    await wallet.connect('metaMask')
    await wallet.sendTransaction({ to: OTHER_ACCOUNT })
    const sent = provider.calls.find((c) => c.method === 'eth_sendTransaction')?.params as [Record<string, string>]
    expect(sent[0]).toMatchObject({ maxFeePerGas: toHex(300n), maxPriorityFeePerGas: toHex(7n) })
  })
})

describe('storage key prefix and saved session', () => {
  it('keeps two apps on one origin apart and lets the app ask whether a session can resume', async () => {
    const storage = memoryStorage()
    const { wallet } = await walletWithMetaMask({}, { storage, storageKeyPrefix: 'shop.wallet.' })
    expect(hasSavedSession(storage, 'shop.wallet.')).toBe(false)
    await wallet.connect('metaMask')
    expect(storage.getItem('shop.wallet.last')).toBe('metaMask')
    expect(storage.getItem('wallet.last')).toBeNull()
    expect(hasSavedSession(storage, 'shop.wallet.')).toBe(true)
    expect(hasSavedSession(storage)).toBe(false)
    await wallet.disconnect()
    expect(hasSavedSession(storage, 'shop.wallet.')).toBe(false)
    expect(
      hasSavedSession({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBe(false)
  })

  it('refuses an empty prefix', () => {
    expect(() => newWallet({ storageKeyPrefix: ' ' })).toThrow(WalletConfigError)
  })
})

describe('wallet catalogue', () => {
  it('offers only the named built-in wallets, in that order; announced wallets always appear', async () => {
    const { wallet } = await walletWithMetaMask({}, { wallets: ['metaMask', 'injected'] })
    const announcedRabby = { uuid: 'r', name: 'Rabby', rdns: 'io.rabby' }
    const { announce, scriptedProvider } = await import('../testing/scriptedProvider.ts')
    announce(window, scriptedProvider(), announcedRabby)
    await flush()
    expect(wallet.state.options.map((o) => o.id)).toEqual(['metaMask', 'injected', 'eip6963:io.rabby'])
  })

  it('lists a wallet whose name is beyond ASCII once the look-alike table has loaded, warned when it is a look-alike', async () => {
    const { wallet } = await walletWithMetaMask({}, { wallets: ['metaMask', 'injected'] })
    const { announce, scriptedProvider } = await import('../testing/scriptedProvider.ts')
    announce(window, scriptedProvider(), { uuid: 'g', name: 'ΜetaΜask', rdns: 'com.greek' })
    announce(window, scriptedProvider(), { uuid: 'k', name: 'Кошелёк', rdns: 'ru.koshelek' })
    await vi.waitFor(() => expect(wallet.state.options.map((o) => o.id)).toContain('eip6963:ru.koshelek'), 5_000)
    const find = (id: string) => wallet.state.options.find((o) => o.id === id)
    expect(find('eip6963:com.greek')?.impersonationWarning).toBe(true)
    expect(find('eip6963:ru.koshelek')?.impersonationWarning).toBeUndefined()
  })

  it('names an unknown or repeated id', () => {
    expect(() => newWallet({ wallets: ['metaMask', 'phantom'] })).toThrow(
      /Unknown wallet "phantom".*known ids: injected/,
    )
    expect(() => newWallet({ wallets: ['metaMask', 'metaMask'] })).toThrow(/listed twice/)
  })
})

describe('call-log origin', () => {
  it('marks the app’s own requests as origin app and the module’s as module', async () => {
    const { wallet } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    await wallet.request({ method: 'eth_chainId' })
    const origins = wallet.callLog.entries
      .filter((e) => e.kind === 'request')
      .map((e) => [e.method, e.origin, e.chainId])
    expect(origins).toEqual([
      ['eth_requestAccounts', 'module', undefined],
      ['eth_chainId', 'module', undefined],
      ['eth_chainId', 'app', 137],
    ])
  })
})

describe('connect outcome', () => {
  it('joins a double click and resolves once connected', async () => {
    const { wallet } = await walletWithMetaMask()
    const listener = vi.fn()
    wallet.onEvent(listener)
    await Promise.all([wallet.connect('metaMask'), wallet.connect('metaMask')])
    expect(wallet.state.status).toBe('connected')
  })
})

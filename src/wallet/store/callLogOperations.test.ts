import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { verifyCallLog } from '../callLog/verifyCallLog.ts'
import { ACCOUNT, OTHER_ACCOUNT, fail, providerError } from '../testing/scriptedProvider.ts'
import { walletWithMetaMask } from '../testing/walletFixture.ts'

const HASH = `0x${'ab'.repeat(32)}` as const

/** A wallet on Polygon that learns Optimism only through wallet_addEthereumChain; `silent` switches without an event. */
function switchingWallet({ silent = false } = {}) {
  let current = '0x89'
  const known = new Set(['0x89'])
  return {
    eth_chainId: () => current,
    wallet_switchEthereumChain: (params: unknown, provider: { emit(event: string, payload: unknown): void }) => {
      const target = (params as [{ chainId: string }])[0].chainId
      if (!known.has(target)) fail(providerError(4902, 'Unrecognized chain ID'))
      current = target
      if (!silent) provider.emit('chainChanged', target)
      return null
    },
    wallet_addEthereumChain: (params: unknown) => {
      known.add((params as [{ chainId: string }])[0].chainId)
      return null
    },
    eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: toHex(10n ** 9n) }),
    eth_sendTransaction: () => HASH,
  }
}

const byOperation = (entries: readonly { operationId: string; method: string }[]) => {
  const groups = new Map<string, string[]>()
  for (const entry of entries) groups.set(entry.operationId, [...(groups.get(entry.operationId) ?? []), entry.method])
  return [...groups.values()]
}

describe('call-log operations', () => {
  it('gives every request and event of one public call one operation id: connect, switchChain with add, disconnect', async () => {
    const { wallet } = await walletWithMetaMask(switchingWallet())
    await wallet.connect('metaMask')
    await wallet.switchChain(10)
    await wallet.disconnect()
    expect(byOperation(wallet.callLog.entries)).toEqual([
      ['eth_requestAccounts', 'eth_chainId', 'connected'],
      [
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_chainId',
        'wallet_switchEthereumChain',
        'chainChanged',
        'eth_chainId',
      ],
      ['wallet_revokePermissions', 'disconnected'],
    ])
    expect(await verifyCallLog(await wallet.callLog.exportNdjson())).toMatchObject({ ok: true })
  })

  it('keeps the chain ids right when the wallet switches without an event', async () => {
    const { wallet } = await walletWithMetaMask(switchingWallet({ silent: true }))
    await wallet.connect('metaMask')
    await wallet.switchChain(10)
    await wallet.sendTransaction({ to: OTHER_ACCOUNT, value: 1n })
    const chains = wallet.callLog.entries.map((entry) => [entry.method, entry.chainId])
    // Before the confirming eth_chainId answered 0xa, the log could only know 137; from then on it says 10.
    expect(chains.slice(-3)).toEqual([
      ['eth_chainId', 137],
      ['eth_getBlockByNumber', 10],
      ['eth_sendTransaction', 10],
    ])
    expect(wallet.callLog.entries.at(-1)?.account).toBe(ACCOUNT)
    // The module follows the wallet's confirmed answer too.
    expect(wallet.state).toMatchObject({ chainId: 10, unsupported: false })
  })

  it('lets a caller group one action: block read, send and the receipt it reports share the operation', async () => {
    const { wallet } = await walletWithMetaMask(switchingWallet())
    await wallet.connect('metaMask')
    const stake = wallet.operation('stake 10 STK')
    const hash = await stake.sendTransaction({ to: OTHER_ACCOUNT, value: 1n })
    stake.recordReceipt({ transactionHash: hash, status: 'success', blockNumber: 7n })
    await wallet.getChainId() // an unrelated call: an operation of its own
    const entries = wallet.callLog.entries.filter((entry) => entry.operationId === stake.id)
    expect(entries.map((entry) => [entry.kind, entry.method])).toEqual([
      ['marker', 'operation'],
      ['request', 'eth_getBlockByNumber'],
      ['request', 'eth_sendTransaction'],
      ['receipt', 'eth_getTransactionReceipt'],
    ])
    expect(entries[0]?.params).toEqual({ label: 'stake 10 STK' })
    expect(entries[3]).toMatchObject({
      origin: 'app',
      chainId: 137,
      result: { transactionHash: HASH, status: 'success', blockNumber: '7' },
    })
    expect(wallet.callLog.entries.at(-1)?.operationId).not.toBe(stake.id)
  })
})

import { describe, expect, it } from 'vitest'
import { WalletTimeoutError } from '../errors/configErrors.ts'
import { ACCOUNT, announce, flush, memoryStorage, scriptedProvider } from '../testing/scriptedProvider.ts'
import { newWallet, walletWithMetaMask } from '../testing/walletFixture.ts'
import { RECONNECT_TIMEOUT_NOTICE } from './connection.ts'

/** A page reload: a new wallet object over the same storage, the wallet announcing again. */
async function reload(storage: Storage, handlers = {}, reconnectTimeoutMs?: number) {
  return walletWithMetaMask(
    { eth_accounts: () => [ACCOUNT], ...handlers },
    { storage, ...(reconnectTimeoutMs ? { reconnectTimeoutMs } : {}) },
  )
}

describe('reconnect', () => {
  it('resumes the last wallet after a reload with eth_accounts, never eth_requestAccounts', async () => {
    const first = await walletWithMetaMask({ eth_accounts: () => [ACCOUNT] })
    await first.wallet.connect('metaMask')
    const { wallet, provider } = await reload(first.storage)
    expect(wallet.state.status).toBe('disconnected') // status itself is not stored
    performance.clearMarks()
    const pending = wallet.reconnect()
    expect(wallet.state.status).toBe('reconnecting')
    await pending
    expect(wallet.state).toMatchObject({ status: 'connected', address: ACCOUNT, walletId: 'metaMask' })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
    // The User Timing marks the interaction bench splits "reload → address shown" by.
    expect(performance.getEntriesByType('mark').map((mark) => mark.name)).toEqual([
      'wallet:reconnect',
      'wallet:connected',
    ])
  })

  it('asks the chain beside the accounts, so a reload waits for one answer from the wallet, not two in a row', async () => {
    const first = await walletWithMetaMask({ eth_accounts: () => [ACCOUNT] })
    await first.wallet.connect('metaMask')
    let answerAccounts: (accounts: string[]) => void = () => undefined
    const { wallet, provider } = await reload(first.storage, {
      eth_accounts: () => new Promise<string[]>((resolve) => (answerAccounts = resolve)),
    })
    const pending = wallet.reconnect()
    await flush()
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
    answerAccounts([ACCOUNT])
    await pending
    expect(wallet.state).toMatchObject({ status: 'connected', address: ACCOUNT })
    expect(provider.calls).toHaveLength(2)
  })

  it('does not reconnect after an explicit disconnect', async () => {
    const first = await walletWithMetaMask({ eth_accounts: () => [ACCOUNT], wallet_revokePermissions: () => null })
    await first.wallet.connect('metaMask')
    await first.wallet.disconnect()
    expect(first.wallet.state).toMatchObject({ status: 'disconnected', address: undefined })
    expect(first.storage.getItem('wallet.metaMask.disconnected')).toBe('true')
    const { wallet, provider } = await reload(first.storage)
    await wallet.reconnect()
    expect(wallet.state.status).toBe('disconnected')
    expect(provider.calls).toHaveLength(0)
    // A new explicit connect clears the flag.
    await wallet.connect('metaMask')
    expect(first.storage.getItem('wallet.metaMask.disconnected')).toBeNull()
  })

  it('stays disconnected when the wallet no longer shares an account', async () => {
    const first = await walletWithMetaMask()
    await first.wallet.connect('metaMask')
    const { wallet } = await reload(first.storage, { eth_accounts: () => [] })
    await wallet.reconnect()
    expect(wallet.state).toMatchObject({ status: 'disconnected', notice: undefined })
  })

  it('does nothing without a last wallet', async () => {
    const wallet = newWallet()
    await wallet.reconnect()
    expect(wallet.state.status).toBe('disconnected')
  })

  it('gives up after the time limit with a clear notice, never stuck in reconnecting', async () => {
    const first = await walletWithMetaMask()
    await first.wallet.connect('metaMask')
    const { wallet } = await reload(first.storage, { eth_accounts: () => new Promise(() => undefined) }, 50)
    const started = Date.now()
    await wallet.reconnect()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(wallet.state).toMatchObject({ status: 'disconnected', notice: RECONNECT_TIMEOUT_NOTICE })
    expect(wallet.state.error).toBeInstanceOf(WalletTimeoutError)
  })

  it('waits, within the limit, for a wallet that announces itself late', async () => {
    const storage = memoryStorage({ 'wallet.last': 'metaMask', 'wallet.recent': '["metaMask"]' })
    const wallet = newWallet({ storage, reconnectTimeoutMs: 2000 })
    const pending = wallet.reconnect()
    await flush()
    expect(wallet.state.status).toBe('reconnecting')
    announce(window, scriptedProvider({ eth_accounts: () => [ACCOUNT] }), {
      uuid: 'late',
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
    await pending
    expect(wallet.state).toMatchObject({ status: 'connected', address: ACCOUNT })
  })

  it('ends disconnected when the wallet never shows up', async () => {
    const storage = memoryStorage({ 'wallet.last': 'brave' })
    const wallet = newWallet({ storage, reconnectTimeoutMs: 30 })
    await wallet.reconnect()
    expect(wallet.state.status).toBe('disconnected')
  })

  it('lets an explicit connect win over a slow reconnect', async () => {
    const first = await walletWithMetaMask()
    await first.wallet.connect('metaMask')
    const { wallet } = await reload(first.storage, { eth_accounts: () => new Promise(() => undefined) }, 5000)
    const reconnecting = wallet.reconnect()
    await flush()
    await wallet.connect('metaMask')
    expect(wallet.state.status).toBe('connected')
    await wallet.disconnect()
    await reconnecting
    expect(wallet.state.status).toBe('disconnected')
  })
})

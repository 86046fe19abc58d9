import { polygon, optimism } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import type { Wallet } from './walletApi.ts'
import { ACCOUNT, OTHER_ACCOUNT, announce, fail, flush, memoryStorage, providerError, scriptedProvider } from '../testing/scriptedProvider.ts'
import { RequestPendingError } from '../errors/rpcErrors.ts'

const wallets: Wallet[] = []
function setup(storage = memoryStorage()) {
  const wallet = createWallet({ chains: [polygon, optimism], appName: 'Test', storage, window })
  wallets.push(wallet)
  return wallet
}

afterEach(() => {
  wallets.splice(0).forEach((w) => w.destroy())
  delete (window as unknown as { ethereum?: unknown }).ethereum
})

describe('createWallet connect', () => {
  it('connects an EIP-6963 wallet and follows account and chain changes', async () => {
    const provider = scriptedProvider()
    const wallet = setup()
    announce(window, provider, { uuid: 'u1', name: 'MetaMask', rdns: 'io.metamask' })
    await flush()
    expect(wallet.state.options.find((o) => o.id === 'metaMask')?.ready).toBe(true)
    await wallet.connect('metaMask')
    expect(wallet.state.status).toBe('connected')
    expect(wallet.state.address).toBe(ACCOUNT)
    expect(wallet.state.chainId).toBe(137)
    provider.emit('accountsChanged', [OTHER_ACCOUNT])
    expect(wallet.state.address).toBe(OTHER_ACCOUNT)
    provider.emit('chainChanged', '0x1')
    expect(wallet.state).toMatchObject({ chainId: 1, unsupported: true })
    provider.emit('accountsChanged', [])
    expect(wallet.state.status).toBe('disconnected')
  })

  it('returns quietly to disconnected on 4001 and keeps -32002 as a typed error', async () => {
    const provider = scriptedProvider({ eth_requestAccounts: () => fail(providerError(4001, 'User rejected')) })
    const wallet = setup()
    announce(window, provider, { uuid: 'u1', name: 'MetaMask', rdns: 'io.metamask' })
    await flush()
    await wallet.connect('metaMask')
    expect(wallet.state).toMatchObject({ status: 'disconnected', error: undefined })
    provider.handlers.eth_requestAccounts = () => fail(providerError(-32002, 'already pending'))
    await expect(wallet.connect('metaMask')).rejects.toBeInstanceOf(RequestPendingError)
    expect(wallet.state.error).toBeInstanceOf(RequestPendingError)
    expect(wallet.state.status).toBe('disconnected')
  })
})

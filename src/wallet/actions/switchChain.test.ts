import { describe, expect, it } from 'vitest'
import { ChainNotConfiguredError, NotConnectedError } from '../errors/configErrors.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { unknownChainSignals } from '../errors/unknownChain.ts'
import { fail, providerError, type ScriptedProvider } from '../testing/scriptedProvider.ts'
import { newWallet, walletWithMetaMask } from '../testing/walletFixture.ts'

/** A wallet on Polygon that knows Optimism only after wallet_addEthereumChain. */
function chainAwareHandlers(unknownAnswer: unknown, { switchAfterAdd = true } = {}) {
  let current = '0x89'
  let known = new Set(['0x89'])
  return {
    eth_chainId: () => current,
    wallet_switchEthereumChain: (params: unknown, provider: ScriptedProvider) => {
      const target = (params as [{ chainId: string }])[0].chainId
      if (!known.has(target)) fail(unknownAnswer)
      current = target
      provider.emit('chainChanged', target)
      return null
    },
    wallet_addEthereumChain: (params: unknown) => {
      known = new Set([...known, (params as [{ chainId: string }])[0].chainId])
      if (switchAfterAdd) current = (params as [{ chainId: string }])[0].chainId
      return null
    },
  }
}

const UNKNOWN_ANSWERS = [
  providerError(4902, 'Unrecognized chain ID "0xa".'),
  providerError(-32603, 'Internal', { originalError: { code: 4902, message: 'x' } }),
  providerError(4901, 'Chain disconnected'),
  providerError(-32603, 'Unrecognized chain ID "0xa". Try adding the chain using wallet_addEthereumChain first.'),
]

describe('switchChain', () => {
  it('switches to a known chain and confirms it', async () => {
    const { wallet, provider } = await walletWithMetaMask(chainAwareHandlers(UNKNOWN_ANSWERS[0]))
    await wallet.connect('metaMask')
    provider.handlers.wallet_addEthereumChain = () => fail(new Error('must not add a known chain'))
    await wallet.switchChain(137)
    expect(wallet.state.chainId).toBe(137)
  })

  it.each(unknownChainSignals.map((s, i) => [s.who, i] as const))(
    'on an unknown chain reported as "%s", adds it with viem data and switches',
    async (_who, index) => {
      const { wallet, provider } = await walletWithMetaMask(
        chainAwareHandlers(UNKNOWN_ANSWERS[index], { switchAfterAdd: false }),
      )
      await wallet.connect('metaMask')
      await wallet.switchChain(10)
      expect(wallet.state).toMatchObject({ chainId: 10, unsupported: false })
      const methods = provider.calls.map((c) => c.method).slice(2)
      expect(methods).toEqual([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_chainId',
        'wallet_switchEthereumChain',
        'eth_chainId',
      ])
      const added = provider.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params
      expect(added).toEqual([
        {
          chainId: '0xa',
          chainName: 'OP Mainnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://mainnet.optimism.io'],
          blockExplorerUrls: ['https://optimistic.etherscan.io'],
        },
      ])
    },
  )

  it('does not switch twice when adding already switched', async () => {
    const { wallet, provider } = await walletWithMetaMask(chainAwareHandlers(UNKNOWN_ANSWERS[0]))
    await wallet.connect('metaMask')
    await wallet.switchChain(10)
    expect(provider.calls.filter((c) => c.method === 'wallet_switchEthereumChain')).toHaveLength(1)
  })

  it('counts a chain added but not switched to as a rejection', async () => {
    const handlers = chainAwareHandlers(UNKNOWN_ANSWERS[0], { switchAfterAdd: false })
    const { wallet, provider } = await walletWithMetaMask(handlers)
    await wallet.connect('metaMask')
    // The wallet accepts the switch call but stays where it is.
    provider.handlers.wallet_switchEthereumChain = (params, p) => {
      if (!provider.calls.some((c) => c.method === 'wallet_addEthereumChain'))
        return handlers.wallet_switchEthereumChain(params, p)
      return null
    }
    await expect(wallet.switchChain(10)).rejects.toBeInstanceOf(UserRejectedError)
    expect(wallet.state.chainId).toBe(137)
  })

  it('passes a rejected add (4001) through as a rejection', async () => {
    const { wallet, provider } = await walletWithMetaMask(chainAwareHandlers(UNKNOWN_ANSWERS[0]))
    await wallet.connect('metaMask')
    provider.handlers.wallet_addEthereumChain = () => fail(providerError(4001, 'User rejected'))
    await expect(wallet.switchChain(10)).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('adds a configured chain on request', async () => {
    const { wallet, provider } = await walletWithMetaMask(
      chainAwareHandlers(UNKNOWN_ANSWERS[0], { switchAfterAdd: false }),
    )
    await wallet.connect('metaMask')
    await wallet.addChain(10)
    expect(provider.calls.at(-1)).toMatchObject({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0xa', chainName: 'OP Mainnet' }],
    })
    await expect(wallet.addChain(56)).rejects.toBeInstanceOf(ChainNotConfiguredError)
  })

  it('refuses a chain that is not configured, and works only when connected', async () => {
    const { wallet } = await walletWithMetaMask()
    await expect(wallet.switchChain(10)).rejects.toBeInstanceOf(NotConnectedError)
    await wallet.connect('metaMask')
    await expect(wallet.switchChain(56)).rejects.toBeInstanceOf(ChainNotConfiguredError)
    await expect(wallet.switchChain(56)).rejects.toThrow('Chain 56 is not configured')
    expect(newWallet().state.status).toBe('disconnected')
  })
})

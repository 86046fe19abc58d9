import { describe, expect, it } from 'vitest'
import { scriptedProvider } from '../testing/scriptedProvider.ts'
import { findLegacyProvider, legacyProviders, mainInjectedProvider } from './legacyInjected.ts'

const fakeWindow = (globals: Record<string, unknown>) => globals as unknown as Window

describe('legacy window.ethereum', () => {
  it('finds wallets by their flags', () => {
    const win = fakeWindow({ ethereum: scriptedProvider({}, { isRainbow: true }) })
    expect(findLegacyProvider(win, 'rainbow')).toBe((win as unknown as { ethereum: unknown }).ethereum)
    expect(findLegacyProvider(win, 'metaMask')).toBeUndefined()
  })

  it('detects MetaMask but not Brave or impostors that also set isMetaMask', () => {
    const metaMask = scriptedProvider({}, { isMetaMask: true })
    expect(findLegacyProvider(fakeWindow({ ethereum: metaMask }), 'metaMask')).toBe(metaMask)
    const brave = scriptedProvider({}, { isMetaMask: true, isBraveWallet: true })
    expect(findLegacyProvider(fakeWindow({ ethereum: brave }), 'metaMask')).toBeUndefined()
    expect(findLegacyProvider(fakeWindow({ ethereum: brave }), 'brave')).toBe(brave)
    for (const flag of ['isRabby', 'isPhantom', 'isTrust', 'isOkxWallet', 'isCoinbaseWallet', 'isRainbow']) {
      expect(
        findLegacyProvider(
          fakeWindow({ ethereum: scriptedProvider({}, { isMetaMask: true, [flag]: true }) }),
          'metaMask',
        ),
      ).toBeUndefined()
    }
  })

  it('reads every wallet of a providers[] array without duplicates', () => {
    const metaMask = scriptedProvider({}, { isMetaMask: true })
    const coinbase = scriptedProvider({}, { isCoinbaseWallet: true })
    const main = scriptedProvider({}, { providers: [metaMask, coinbase, 'junk'] })
    const win = fakeWindow({ ethereum: main, coinbaseWalletExtension: coinbase })
    expect(legacyProviders(win)).toEqual([metaMask, coinbase, main])
    expect(findLegacyProvider(win, 'metaMask')).toBe(metaMask)
    expect(findLegacyProvider(win, 'coinbase')).toBe(coinbase)
  })

  it('finds Coinbase by window.coinbaseWalletExtension even without the flag', () => {
    const coinbase = scriptedProvider()
    expect(findLegacyProvider(fakeWindow({ coinbaseWalletExtension: coinbase }), 'coinbase')).toBe(coinbase)
  })

  it('ignores a window.ethereum that is not a provider', () => {
    expect(mainInjectedProvider(fakeWindow({ ethereum: { isMetaMask: true } }))).toBeUndefined()
    expect(legacyProviders(fakeWindow({}))).toEqual([])
  })
})

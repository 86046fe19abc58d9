/**
 * Legacy injection: `window.ethereum`, its `providers[]` array (several extensions installed at once)
 * and Coinbase's `window.coinbaseWalletExtension`. Flags identify the wallet behind each provider.
 */
import type { Eip1193Provider } from '../types.ts'

export interface InjectedProvider extends Eip1193Provider {
  isMetaMask?: boolean | undefined
  isBraveWallet?: boolean | undefined
  isCoinbaseWallet?: boolean | undefined
  isRainbow?: boolean | undefined
  providers?: unknown | undefined
  [flag: string]: unknown
}

export type LegacyWalletKind = 'metaMask' | 'brave' | 'coinbase' | 'rainbow'

/** Wallets that set isMetaMask for compatibility; a provider with one of these is not MetaMask. */
const METAMASK_IMPOSTOR_FLAGS = [
  'isApexWallet',
  'isAvalanche',
  'isBackpack',
  'isBifrost',
  'isBitKeep',
  'isBitski',
  'isBlockWallet',
  'isBraveWallet',
  'isCoinbaseWallet',
  'isDawn',
  'isEnkrypt',
  'isExodus',
  'isFrame',
  'isFrontier',
  'isGamestop',
  'isHyperPay',
  'isImToken',
  'isKuCoinWallet',
  'isMathWallet',
  'isOkxWallet',
  'isOKExWallet',
  'isOneInchIOSWallet',
  'isOneInchAndroidWallet',
  'isOpera',
  'isPhantom',
  'isPortal',
  'isRabby',
  'isRainbow',
  'isStatus',
  'isTalisman',
  'isTally',
  'isTokenPocket',
  'isTokenary',
  'isTrust',
  'isTrustWallet',
  'isXDEFI',
  'isZeal',
  'isZerion',
] as const

const detectors: Record<LegacyWalletKind, (p: InjectedProvider) => boolean> = {
  metaMask: (p) => p.isMetaMask === true && !METAMASK_IMPOSTOR_FLAGS.some((flag) => p[flag] === true),
  brave: (p) => p.isBraveWallet === true,
  coinbase: (p) => p.isCoinbaseWallet === true,
  rainbow: (p) => p.isRainbow === true,
}

/** Every legacy provider on the page, without duplicates. */
export function legacyProviders(win: Window): InjectedProvider[] {
  const holder = win as unknown as { ethereum?: unknown; coinbaseWalletExtension?: unknown }
  const found: InjectedProvider[] = []
  const add = (candidate: unknown): void => {
    if (isProvider(candidate) && !found.includes(candidate)) found.push(candidate)
  }
  const main = holder.ethereum
  if (isProvider(main) && Array.isArray(main.providers)) main.providers.forEach(add)
  add(main)
  add(holder.coinbaseWalletExtension)
  return found
}

/** The first legacy provider of a kind (MetaMask excludes Brave and impostors). */
export function findLegacyProvider(win: Window, kind: LegacyWalletKind): InjectedProvider | undefined {
  const all = legacyProviders(win)
  if (kind === 'coinbase') {
    // Coinbase's extension also exposes itself as window.coinbaseWalletExtension, flag or not.
    const extension = (win as unknown as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension
    const byGlobal = all.find((p) => p === extension)
    if (byGlobal) return byGlobal
  }
  return all.find(detectors[kind])
}

/** `window.ethereum` itself: the generic Browser Wallet. */
export function mainInjectedProvider(win: Window): InjectedProvider | undefined {
  const main = (win as unknown as { ethereum?: unknown }).ethereum
  return isProvider(main) ? main : undefined
}

function isProvider(value: unknown): value is InjectedProvider {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function'
}

/**
 * The wallets the connect dialog offers in group Popular, in display order, with what identifies
 * each one in the page (EIP-6963 rdns, legacy window.ethereum flag) and whether WalletConnect can
 * reach it when it is not installed.
 */
import type { LegacyWalletKind } from '../discovery/legacyInjected.ts'
import type { WalletOptionInput } from '../types.ts'
import { walletIcons } from './icons.ts'
import { extensionSteps, mobileSteps } from './instructions.ts'

export interface OfferedWallet extends WalletOptionInput {
  readonly kind: 'browserWallet' | 'injected' | 'walletConnect' | 'safe'
  readonly rdns?: readonly string[] | undefined
  readonly legacy?: LegacyWalletKind | undefined
  /** Not installed: reachable through a WalletConnect pairing instead. */
  readonly walletConnectFallback?: boolean | undefined
}

const wcLink = (scheme: string) => (uri: string) => `${scheme}?uri=${encodeURIComponent(uri)}`

export const offeredWallets: readonly OfferedWallet[] = [
  {
    id: 'injected',
    kind: 'browserWallet',
    name: 'Browser Wallet',
    shortName: 'Browser',
    iconUrl: walletIcons.browserWallet,
    iconBackground: '#1A1B1F',
  },
  {
    id: 'safe',
    kind: 'safe',
    name: 'Safe',
    iconUrl: walletIcons.safe,
    iconBackground: '#FFFFFF',
    iconAccent: '#12FF80',
    // Safe is a web app that opens dapps inside itself: nothing to install in this browser.
    downloadUrls: { webApp: 'https://app.safe.global' },
  },
  {
    id: 'rainbow',
    kind: 'injected',
    name: 'Rainbow',
    iconUrl: walletIcons.rainbow,
    iconBackground: '#0C2F78',
    iconAccent: '#0C2F78',
    rdns: ['me.rainbow'],
    legacy: 'rainbow',
    walletConnectFallback: true,
    deepLink: wcLink('rainbow://wc'),
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/rainbow-extension/',
      browserExtension: 'https://rainbow.me/extension',
    },
    mobileInstructions: mobileSteps('Rainbow'),
    extensionInstructions: extensionSteps('Rainbow'),
  },
  {
    id: 'coinbase',
    kind: 'injected',
    name: 'Coinbase Wallet',
    shortName: 'Coinbase',
    iconUrl: walletIcons.coinbase,
    iconBackground: '#2C5FF6',
    iconAccent: '#2C5FF6',
    rdns: ['com.coinbase.wallet'],
    legacy: 'coinbase',
    walletConnectFallback: true,
    deepLink: wcLink('cbwallet://wc'),
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      ios: 'https://apps.apple.com/us/app/coinbase-wallet-store-crypto/id1278383455',
      mobile: 'https://coinbase.com/wallet/downloads',
      qrCode: 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250',
      chrome: 'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://coinbase.com/wallet',
    },
    mobileInstructions: mobileSteps('Coinbase Wallet'),
    extensionInstructions: extensionSteps('Coinbase Wallet'),
  },
  {
    id: 'metaMask',
    kind: 'injected',
    name: 'MetaMask',
    iconUrl: walletIcons.metaMask,
    iconBackground: '#FFFFFF',
    iconAccent: '#F6851B',
    rdns: ['io.metamask', 'io.metamask.mobile'],
    legacy: 'metaMask',
    walletConnectFallback: true,
    deepLink: wcLink('metamask://wc'),
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask',
      opera: 'https://addons.opera.com/extensions/details/metamask-10',
      browserExtension: 'https://metamask.io/download',
    },
    mobileInstructions: mobileSteps('MetaMask'),
    extensionInstructions: extensionSteps('MetaMask'),
  },
  {
    id: 'walletConnect',
    kind: 'walletConnect',
    name: 'WalletConnect',
    iconUrl: walletIcons.walletConnect,
    iconBackground: '#3B99FC',
    iconAccent: '#3B99FC',
  },
  {
    id: 'brave',
    kind: 'injected',
    name: 'Brave Wallet',
    shortName: 'Brave',
    iconUrl: walletIcons.brave,
    iconBackground: '#FFFFFF',
    iconAccent: '#FB542B',
    rdns: ['com.brave.wallet'],
    legacy: 'brave',
    downloadUrls: { browserExtension: 'https://brave.com/wallet/' },
    extensionInstructions: extensionSteps('Brave Wallet'),
  },
]

/** Public entry of the views (docs/architecture.md, "Layers"): what the setup needs to mount the app. */
export { App, type AppProps } from './App.tsx'
export { preloadConnectedHeader, preloadConnectPath } from './connect/preloadConnectPath.ts'
export { loadOpenedPage } from './shell/routes/AppRoutes.tsx'
export type { AppServices, LiveReads } from './app/AppServices.tsx'
export type { AccountReaders } from './accountReads/accountReaders.ts'
export { createIdleTransactions, createIdleWallet } from './wallet/idleWallet.ts'
export {
  createWalletLoader,
  shouldLoadWalletEagerly,
  type LoadedWallet,
  type WalletLoader,
} from './loading/walletLoader.ts'

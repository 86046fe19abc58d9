/** Public entry of the views (docs/architecture.md, "Layers"): what the setup needs to mount the app. */
export { App, type AppProps } from './App.tsx'
export type { AppServices } from './appContext/AppServices.tsx'
export type { AccountReaders } from './wallet/accountReaders.ts'
export { createIdleTransactions, createIdleWallet } from './wallet/idleWallet.ts'
export { createWalletLoader, shouldLoadWalletEagerly, type LoadedWallet, type WalletLoader } from './wallet/walletLoader.ts'

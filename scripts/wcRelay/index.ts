/** The development-only WalletConnect relay (`npm start`, the e2e harness). */
export { startWcRelay } from './startWcRelay.ts'
export type { StartWcRelayOptions, WcRelay } from './startWcRelay.ts'

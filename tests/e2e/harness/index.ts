/** Browser test harness: local chain + app, Chromium, and an injectable EIP-1193 test wallet. */
export { startStack } from './stack.ts'
export type { Stack, StackOptions, Deployment } from './stack.ts'
export { launchBrowser, newPage, pageErrors, chromiumArgs, chromiumPath } from './browser.ts'
export type { NewPageOptions } from './browser.ts'
export { installTestWallet } from './testWallet/install.ts'
export type {
  TestWalletController,
  TestWalletOptions,
  RecordedRequest,
  RpcErrorShape,
  Announce,
  WalletFlags,
} from './testWallet/types.ts'
export { screenshot } from './screenshot.ts'
export { freePort, onFreePort } from './ports.ts'
export { repoRoot, testOutputDir } from './paths.ts'
export { axeAudit, type AxeFinding } from './axe.ts'
export { startPhoneWalletDriver, type PhoneWalletDriver } from './phoneWalletDriver.ts'
export { decodeQr } from './qr.ts'
export { startNodeProxy, type NodeProxy } from './nodeProxy.ts'

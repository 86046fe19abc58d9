// Entry `<package>/safe`: the Safe{Wallet} (Safe Apps) connector, passed as `createWallet({ safe })`.
export { createSafeConnector, SAFE_INFO_TIMEOUT_MS } from './connectors/safe/createSafeConnector.ts'
export { safeConnector } from './connectors/safe/safeConnector.ts'
export type { SafeConnectorOptions } from './connectors/safe/createSafeConnector.ts'
export { SafeInfoUnavailableError, SafeRequestError } from './connectors/safe/safeErrors.ts'
export { SAFE_SDK_VERSION } from './connectors/safe/safeMessages.ts'

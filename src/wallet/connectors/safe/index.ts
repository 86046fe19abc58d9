/** Safe Apps connector: public pieces. */
export {
  SAFE_INFO_TIMEOUT_MS,
  createSafeConnector,
  safeConnector,
  type SafeConnectorOptions,
} from './createSafeConnector.ts'
export { SafeInfoUnavailableError, SafeRequestError } from './safeErrors.ts'
export { SAFE_SDK_VERSION } from './safeMessages.ts'

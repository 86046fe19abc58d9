/** WalletConnect v2 connector: public pieces. The SDK itself stays behind a dynamic import. */
export { createWalletConnectConnector, walletConnectConnector, type WalletConnectDeps } from './createWalletConnectConnector.ts'
export { ChainNotApprovedError, InvalidSessionIdError, NO_PROJECT_ID_MESSAGE, ProjectIdMissingError, RelayUnreachableError } from './errors.ts'
export { PAIRING_TIMEOUT_MS } from './pairingAttempt.ts'
export { SESSION_REQUEST_TIMEOUT_MS } from './sessionProvider.ts'

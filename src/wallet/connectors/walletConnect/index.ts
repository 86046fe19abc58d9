/**
 * WalletConnect v2 connector: public pieces. `walletConnectConnector` loads the connector and the SDK
 * on first use; `createWalletConnectConnector` is the eager form (tests, custom clients).
 */
export { walletConnectConnector } from './walletConnectConnector.ts'
export { ChainNotApprovedError, InvalidSessionIdError, ProjectIdMissingError, RelayUnreachableError } from './errors.ts'

/**
 * WalletConnect v2 connector: public pieces. `walletConnectConnector` loads the connector and the SDK on
 * first use. The eager `createWalletConnectConnector` (tests, custom clients) is imported from its own file,
 * so that importing this index never pulls it into a bundle.
 */
export { walletConnectConnector } from './walletConnectConnector.ts'
export { ChainNotApprovedError, InvalidSessionIdError, ProjectIdMissingError, RelayUnreachableError } from './errors.ts'

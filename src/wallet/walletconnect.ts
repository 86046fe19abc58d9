// Entry `<package>/walletconnect`: the WalletConnect connector factory (pass it as `createWallet({ walletConnect })`)
// and its error classes. Needs the optional peers @walletconnect/ethereum-provider and @walletconnect/modal.
export { walletConnectConnector } from './connectors/walletConnect/walletConnectConnector.ts'
export {
  ChainNotApprovedError,
  InvalidSessionIdError,
  ProjectIdMissingError,
  RelayUnreachableError,
} from './connectors/walletConnect/errors.ts'
export {
  SessionError,
  InvalidMethodError,
  InvalidEventError,
  UserRejectedChainsError,
  UserRejectedMethodsError,
  UserRejectedEventsError,
  UnsupportedChainsError,
  UnsupportedMethodsError,
  UnsupportedEventsError,
  UnsupportedAccountsError,
  UserDisconnectedError,
  SessionSettlementFailedError,
  WalletConnectInternalError,
  sessionErrorTable,
  mapSessionError,
} from './errors/sessionErrors.ts'

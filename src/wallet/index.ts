// Public API of the wallet module: a plain list of named re-exports (snapshot-tested in index.test.ts).
export { createWallet } from './store/createWallet.ts'
export { RECEIPT_TIMEOUT_MS } from './store/createWallet.ts'
export type {
  Wallet,
  WalletConfig,
  WalletEvent,
  SendTransactionParameters,
  WatchAssetParameters,
  WaitForReceiptOptions,
  WalletCalls,
  WalletOperation,
  OperationEnd,
  ReportedReceipt,
} from './store/walletApi.ts'
export {
  DEFAULT_RECONNECT_TIMEOUT_MS,
  RECONNECT_TIMEOUT_NOTICE,
  WALLET_ENDED_SESSION_NOTICE,
} from './store/connection.ts'
export { NO_PROJECT_ID } from './store/connectorRegistry.ts'
export { RECENT_WALLETS_LIMIT, DEFAULT_STORAGE_PREFIX, hasSavedSession } from './store/persistence.ts'
export { safeStorage, memoryStorage } from './storage/safeStorage.ts'
export type { StorageKind } from './storage/safeStorage.ts'
export { ACCOUNT_COOKIE, accountFromCookie, forgetAccountCookie } from './storage/accountCookie.ts'
export { accountCookie } from './storage/accountCookieWriter.ts'
export type { AccountCookieOptions } from './storage/accountCookie.ts'
export { createEmitter } from './events/createEmitter.ts'
export { disconnectedFields } from './store/disconnectedFields.ts'
export type { ConnectionFields } from './store/disconnectedFields.ts'
export type { Emitter } from './events/createEmitter.ts'
export { createCallLog, CALL_LOG_LIMIT } from './callLog/createCallLog.ts'
export type {
  CallLog,
  CallOutcome,
  CallLogOptions,
  CallStart,
  CallLogHeader,
  CallLogExport,
  EntryContext,
} from './callLog/createCallLog.ts'
export { redactEntry, redactSignatures, redactUrl, REDACTED } from './callLog/redact.ts'
export { describeCallLogVerification, verifyCallLog } from './callLog/verifyCallLog.ts'
export type {
  CallLogProblem,
  CallLogVerification,
  CallLogAnchorCheck,
  VerifyCallLogOptions,
} from './callLog/verifyCallLog.ts'
export type { CallLogAnchoring, CallLogCheckpointOptions } from './callLog/checkpointClient.ts'
export { callLogSchema, CALL_LOG_SCHEMA_VERSION } from './callLog/callLogSchema.ts'
export { GENESIS_HASH, genesisHash } from './callLog/hashChain.ts'
export type { ChainedCallLogEntry, CallLogDescription } from './callLog/hashChain.ts'
export { PERSISTED_ENTRIES_LIMIT, PERSISTED_LOG_MAX_CHARS } from './callLog/callLogApi.ts'
export type { CallLogPersistOptions } from './callLog/persistLog.ts'
export { canonicalJson, CHECKPOINT_SEGMENT_LIMIT } from './callLog/checkpoint.ts'
export type {
  CallLogCheckpoint,
  SignedCallLogCheckpoint,
  CheckpointSegmentEntry,
  CheckpointRequest,
} from './callLog/checkpoint.ts'
export { MODULE_NAME, MODULE_VERSION } from './version.ts'
export { createRequestPath, PROMPT_METHODS } from './request/createRequestPath.ts'
export type { WalletRequest } from './request/createRequestPath.ts'
export { parseAccounts, parseChainId } from './request/parseResponses.ts'
export { WalletError, RawProviderError } from './errors/WalletError.ts'
export type { WalletErrorOptions } from './errors/WalletError.ts'
export {
  UserRejectedError,
  UnauthorizedError,
  UnsupportedMethodError,
  DisconnectedError,
  ChainDisconnectedError,
  UnknownChainError,
} from './errors/providerErrors.ts'
export {
  RequestPendingError,
  InternalWalletError,
  InvalidRequestError,
  MethodNotFoundError,
  TransactionRejectedError,
  LimitExceededError,
  UnknownWalletError,
  InvalidWalletResponseError,
} from './errors/rpcErrors.ts'
export {
  ConnectorNotFoundError,
  ChainNotConfiguredError,
  WalletConfigError,
  NoAccountsError,
  WalletTimeoutError,
  NotConnectedError,
  InvalidAddressError,
  InvalidHashError,
  ReceiptTimeoutError,
  InvalidArgumentError,
} from './errors/configErrors.ts'
export {
  mapWalletError,
  registerWalletErrorCode,
  knownWalletErrorCodes,
  walletErrorCode,
} from './errors/mapWalletError.ts'
export type { WalletErrorClass } from './errors/mapWalletError.ts'
export { isUnknownChainError, unknownChainSignals } from './errors/unknownChain.ts'
export type { UnknownChainSignal } from './errors/unknownChain.ts'
export { createInjectedConnector } from './connectors/injected/createInjectedConnector.ts'
export type { InjectedConnectorOptions } from './connectors/injected/createInjectedConnector.ts'
export { offeredWallets } from './options/offeredWallets.ts'
export type { OfferedWallet } from './options/offeredWallets.ts'
export { DISCOVERED_ID_PREFIX } from './options/buildOptions.ts'
export { walletIcons } from './options/icons.ts'
export { feesFromBaseFee, PRIORITY_FEE, BASE_FEE_PERCENT } from './actions/fees.ts'
export type { FeeRule } from './actions/fees.ts'
export { addChainParameters } from './actions/switchChain.ts'
export type {
  RequestArguments,
  Eip1193Provider,
  Eip6963ProviderInfo,
  ConnectionStatus,
  AuthStatus,
  WalletGroup,
  DownloadUrls,
  InstructionStep,
  WalletOption,
  WalletOptionInput,
  ConnectorUri,
  ConnectResult,
  ConnectorEvent,
  ConnectorListener,
  Connector,
  ConnectorContext,
  ConnectorFactory,
  WalletConnectFactoryOptions,
  WalletConnectConnectorFactory,
  SafeConnectorFactory,
  CallLogEntry,
  CallLogEntryKind,
  CallOrigin,
  WalletState,
  WalletStorage,
} from './types.ts'
export { createTransactionStore } from './transactions/createTransactionStore.ts'
export {
  AddTransactionError,
  ADD_TRANSACTION_PREFIX,
  TRANSACTION_VALIDATION,
} from './transactions/AddTransactionError.ts'
export { SETTLED_TRANSACTIONS_KEPT, historyKey } from './transactions/history.ts'
export type {
  NewTransaction,
  ReceiptClient,
  SettledReceipt,
  StoredTransaction,
  TransactionStatus,
  TransactionStore,
  TransactionStoreOptions,
} from './transactions/types.ts'
export {
  formatBalance,
  isHexAddress,
  shortenAddress,
  truncateName,
  MAX_NAME_LENGTH,
  FormatError,
} from './format/index.ts'
export type { FormatErrorCode } from './format/index.ts'
export { parseCaip2, parseCaip10, formatCaip2, formatCaip10 } from './caip.ts'
export type { Caip2ChainId, Caip10Account } from './caip.ts'

/** Public entry of the app layer (docs/architecture.md: src/app). Framework-free: no React here. */
export {
  appState,
  setWallet,
  setAddress,
  setUserReward,
  setTotalLock,
  setTotalDeposited,
  setStakingList,
  setProvider,
  setReads,
  resetAccountReads,
  type AppState,
  type AppReads,
  type AppWallet,
  type AppProvider,
  type AppContracts,
  type StakeEntry,
  type StakeStatus,
  type LockPeriod,
  type CollectionStats,
} from './state'
export { stakeStatus } from './stakeStatus'
export { retainAppSync } from './sync'
export { refreshApp } from './refresh'
export { busyState, isBusy, runExclusive } from './busy'
export { resolveReadTarget, requireWriteTarget, writeBlocker, NOT_CONNECTED_MESSAGE, WRONG_NETWORK_MESSAGE, NO_CONTRACTS_MESSAGE } from './target'
export { approveAndStake, claimRewards, withdrawStake, STAKE_BUSY_KEY, CLAIM_BUSY_KEY, withdrawBusyKey, type StakeStep } from './actions/stakeActions'
export { mintTokens, MINT_BUSY_KEY } from './actions/mintActions'
export { sendContractWrite, type ContractWrite, type WriteHooks } from './write/sendContractWrite'
export { AppError, PreflightError, ContractRevertError, RejectedError, ActionFailedError, findRejectionCode } from './errors'
export { describeContractError, findContractRevert, formatDate } from './contractErrors'
export { validateAmount, validateQuantity, checkMintCost, AMOUNT_MESSAGES, QUANTITY_MESSAGES, type ValidationResult } from './validation'
export { decodeTokenUri, safeImageSrc, type TokenMetadata, type DecodedMetadata } from './metadata'
export { readTokenCards, readCollectionPage, pageCount, TOKENS_PER_PAGE, type TokenCard } from './reads/readTokens'
export { STK_SYMBOL, STK_DECIMALS, formatLockPeriod, formatAprBps, formatTokenAmount } from './format'

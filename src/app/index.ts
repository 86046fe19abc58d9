/** Public entry of the app layer (docs/architecture.md, "Layers"). Framework-free: no React here. */
export type { AppContext, ChainSettings } from './context.ts'
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
} from './state.ts'
export { stakeStatus } from './stakeStatus.ts'
export { lockProgressPercent, withdrawPayout, stakePosition, type StakePosition } from './stakeFigures.ts'
export { estimateReward } from './estimateReward.ts'
export { formatTimeLeft } from './formatTimeLeft.ts'
export { figureState, NODE_UNREACHABLE_MESSAGE, type FigureState } from './figureState.ts'
export { retainAppSync } from './sync.ts'
export { accountReadsReady } from './accountReads.ts'
export { refreshApp } from './refresh.ts'
export {
  resolveReadTarget,
  requireWriteTarget,
  writeBlocker,
  readsFailingBlocker,
  type WalletPosition,
  NOT_CONNECTED_MESSAGE,
  SWITCH_BEFORE_WRITE_MESSAGE,
  NO_CONTRACTS_MESSAGE,
} from './target.ts'
export {
  stake,
  claimRewards,
  withdrawStake,
  STAKE_BUSY_KEY,
  CLAIM_BUSY_KEY,
  withdrawBusyKey,
} from './actions/stakeActions.ts'
export { flowState, isFlowBusy, isFlowRunning, type FlowPhase, type FlowProgress } from './flows/flowState.ts'
export { flowStatusText, flowStepLabel } from './flows/flowText.ts'
export { mintTokens, MINT_BUSY_KEY } from './actions/mintActions.ts'
export { sendContractWrite } from './write/sendContractWrite.ts'
export type { WriteRun } from './write/writeRun.ts'
export { chooseStakeWay, stakeCostText, type StakeWay } from './write/stakePlan.ts'
export { walletWays, type WalletWays } from './write/capabilities.ts'
export {
  AppError,
  shortMessageOf,
  type AppErrorOptions,
  PreflightError,
  ContractRevertError,
  ActionFailedError,
} from './errors.ts'
export { describeContractError, findContractRevert, formatDate } from './contractErrors.ts'
export {
  validateAmount,
  validateQuantity,
  checkMintCost,
  AMOUNT_MESSAGES,
  QUANTITY_MESSAGES,
  type ValidationResult,
} from './validation.ts'
export { decimalSeparatorOf } from './amountText.ts'
export { estimateNetworkFee, type NetworkFee, type FeeCalls } from './fees/estimateNetworkFee.ts'
export {
  stakeCalls,
  claimCall,
  withdrawCall,
  mintCall,
  type ContractCall,
  type ContractWrite,
  type StakeRequest,
} from './write/writeCalls.ts'
export { formatNetworkFee } from './fees/formatNetworkFee.ts'
export { feeOverReward } from './fees/feeOverReward.ts'
export {
  cleanText,
  decodeTokenUri,
  safeImageSrc,
  type TokenAttribute,
  type TokenMetadata,
  type DecodedMetadata,
} from './metadata.ts'
export { readTokenCards, readCollectionPage, pageCount, TOKENS_PER_PAGE, type TokenCard } from './reads/readTokens.ts'
export { nextTokenId, readTokenPreview } from './reads/readTokenPreview.ts'
export { parseTokenId, readTokenDetail, type TokenDetail } from './reads/readTokenDetail.ts'
export {
  STK_SYMBOL,
  TOKEN_DISPLAY_DECIMALS,
  formatLockPeriod,
  formatAprBps,
  formatTokenAmount,
  formatTokenAmountExact,
  tokenDecimalText,
} from './format.ts'
export { STK_DECIMALS, toTokens } from './tokenUnits.ts'
export {
  decodeHomeTotals,
  homeTarget,
  homeTotalsCalls,
  readHomeTotals,
  HOME_SELECTORS,
  HomeTotalsError,
  type HomeTotals,
  type HomeTarget,
} from './home/readHomeTotals.ts'

/**
 * App state of the specification (section 3, "Client-side global state") plus the reads the pages need.
 * A valtio proxy written only through the set actions below; React views read it with useSnapshot.
 */
import { proxy } from 'valtio/vanilla'
import type { Address } from 'viem'

/** The connected wallet as the app sees it (unset while disconnected). */
export interface AppWallet {
  readonly id: string
  readonly chainId: number
}

/** Where the app reads from: the chain and its deployed contracts ({} until known). */
export interface AppProvider {
  readonly chainId?: number
  readonly contracts?: AppContracts
}

export interface AppContracts {
  readonly stakeToken: Address
  readonly staking: Address
  readonly collection: Address
}

export type StakeStatus = 'locked' | 'unlocked' | 'withdrawn'

/** One of the user's stakes, as read from Staking.stakesOf. */
export interface StakeEntry {
  readonly id: bigint
  readonly amount: bigint
  readonly start: number
  readonly unlockTime: number
  readonly lockPeriod: number
  readonly aprBps: number
  readonly reward: bigint
  readonly claimed: bigint
  readonly withdrawn: boolean
}

export interface LockPeriod {
  readonly seconds: number
  readonly aprBps: number
}

export interface CollectionStats {
  readonly price: bigint
  readonly maxSupply: bigint
  readonly maxPerWallet: bigint
  readonly totalSupply: bigint
}

/** Reads beyond the specification's fields: exact on-chain values the forms work with. */
export interface AppReads {
  /** Stake token balance of the connected address (wei). */
  tokenBalance: bigint
  /** Allowance granted by the address to the staking contract (wei). */
  allowance: bigint
  /** Native balance (wei), for the mint cost check. */
  nativeBalance: bigint
  /** Exact pending reward (wei); userReward is the same in whole tokens. */
  pendingReward: bigint
  lockPeriods: LockPeriod[]
  collection: CollectionStats | undefined
  /** How many tokens the address has minted (per-wallet limit). */
  mintedByUser: bigint
  /** Token ids owned by the address. */
  ownedTokenIds: bigint[]
  /** Latest block timestamp seen (seconds), so lock states use chain time, not the laptop clock. */
  chainTime: number
  /** Reward tokens the staking contract still holds unreserved (Staking.rewardPool); undefined until read. */
  rewardPool: bigint | undefined
  /** Last read failure, shown as a notice; cleared by the next good read. */
  readError: string | undefined
  /** true once the first full read finished for the current address and chain. */
  loaded: boolean
  /**
   * Whose numbers the account fields hold: `<chainId>:<address>` of the read that answered ('<chainId>:' for a read
   * without an account), undefined before any. A view shows 'you have none' only when this is the wallet's own key.
   */
  readFor: string | undefined
  /** true once totalLock / totalDeposited hold a reading of the current chain (their initial 0 is not one). */
  totalsLoaded: boolean
  /** When the last good read finished (ms since 1970), for the 'last updated' mark on figures a failed read left. */
  updatedAt: number | undefined
}

export interface AppState {
  wallet: AppWallet | undefined
  address: string
  userReward: number
  totalLock: number
  totalDeposited: number
  stakingList: StakeEntry[]
  provider: AppProvider
  reads: AppReads
}

export function initialReads(): AppReads {
  return {
    tokenBalance: 0n,
    allowance: 0n,
    nativeBalance: 0n,
    pendingReward: 0n,
    lockPeriods: [],
    collection: undefined,
    mintedByUser: 0n,
    ownedTokenIds: [],
    chainTime: 0,
    rewardPool: undefined,
    readError: undefined,
    loaded: false,
    readFor: undefined,
    totalsLoaded: false,
    updatedAt: undefined,
  }
}

export const appState: AppState = proxy<AppState>({
  wallet: undefined,
  address: '',
  userReward: 0,
  totalLock: 0,
  totalDeposited: 0,
  stakingList: [],
  provider: {},
  reads: initialReads(),
})

export function setWallet(wallet: AppWallet | undefined): void {
  appState.wallet = wallet ? { ...wallet } : undefined
}

export function setAddress(address: string): void {
  appState.address = address
}

export function setUserReward(userReward: number): void {
  appState.userReward = userReward
}

export function setTotalLock(totalLock: number): void {
  appState.totalLock = totalLock
}

export function setTotalDeposited(totalDeposited: number): void {
  appState.totalDeposited = totalDeposited
}

/** Replaces the list with a copy, so a caller's later edits to its array never leak into the state. */
export function setStakingList(stakingList: readonly StakeEntry[]): void {
  appState.stakingList = stakingList.map((entry) => ({ ...entry }))
}

export function setProvider(provider: AppProvider): void {
  appState.provider = { ...provider }
}

/** Merges fresh reads (a partial update keeps the other fields). */
export function setReads(reads: Partial<AppReads>): void {
  Object.assign(appState.reads, reads)
}

/** Back to the initial values: used when the address changes, so no stale numbers show. */
export function resetAccountReads(): void {
  appState.userReward = 0
  appState.stakingList = []
  const { lockPeriods, collection, chainTime, rewardPool, totalsLoaded, updatedAt } = appState.reads
  appState.reads = { ...initialReads(), lockPeriods, collection, chainTime, rewardPool, totalsLoaded, updatedAt }
}

/** Everything back to unknown: used when the chain changes, whose totals and pool are another contract's. */
export function resetChainReads(): void {
  appState.userReward = 0
  appState.totalLock = 0
  appState.totalDeposited = 0
  appState.stakingList = []
  appState.reads = initialReads()
}

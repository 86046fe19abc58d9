import type { Address } from 'viem'

/** The app's contracts on one chain (VITE_CONTRACTS, or the deploy script on the local chain). */
export interface ChainContracts {
  readonly stakeToken: Address
  readonly staking: Address
  readonly collection: Address
}

export const CONTRACT_NAMES = ['stakeToken', 'staking', 'collection'] as const

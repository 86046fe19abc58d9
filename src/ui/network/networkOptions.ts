import type { Chain } from 'viem'

export const NO_CONTRACTS_REASON = 'No StakeMint contracts on this network'

export interface NetworkOption {
  readonly chain: Chain
  /** Why the app can do little on this chain; undefined when its contracts are configured. */
  readonly unavailableReason: string | undefined
}

/**
 * The Switch Networks list: chains with the app's contracts first, in configured order, then the others with
 * the reason. The others stay switchable: they are configured chains the wallet can use (account, balance, the
 * call log), and the pages there say what is missing.
 */
export function networkOptions(
  chains: readonly Chain[],
  contracts: Readonly<Record<number, unknown>>,
): readonly NetworkOption[] {
  const options = chains.map((chain) => ({
    chain,
    unavailableReason: contracts[chain.id] === undefined ? NO_CONTRACTS_REASON : undefined,
  }))
  return [
    ...options.filter((option) => option.unavailableReason === undefined),
    ...options.filter((option) => option.unavailableReason !== undefined),
  ]
}

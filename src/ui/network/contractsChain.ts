import type { Chain } from 'viem'
import { chainMeta } from '../../chains'

/** The first configured chain that has the app's contracts: where a blocked form offers to switch. */
export function contractsChain(
  chains: readonly Chain[],
  contracts: Readonly<Record<number, unknown>>,
): Chain | undefined {
  return chains.find((chain) => contracts[chain.id] !== undefined)
}

/** The name people know a chain by (the app's chain table first, then viem's). */
export function chainName(chainId: number, chain?: Chain): string {
  return chainMeta(chainId)?.name ?? chain?.name ?? `Chain ${chainId}`
}

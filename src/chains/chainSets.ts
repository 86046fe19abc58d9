import type { Chain } from 'viem'
import { arbitrum, foundry, goerli, mainnet, polygon, sepolia } from 'viem/chains'
import { optimismData, zoraData } from './opStackChains'
import { FEE_SETTINGS } from './rpcSettings'

export type ChainSetName = 'default' | 'ethereum'

/** What chain selection depends on (a subset of `appConfig`). */
export interface ChainSelection {
  readonly chainSet: ChainSetName
  /** true only when the testnets flag equals the string 'true'. */
  readonly testnets: boolean
  /** Set when the app runs against the local node: chain 31337 at this URL is added first. */
  readonly localRpcUrl?: string | undefined
}

export const LOCAL_CHAIN_ID = 31337
/** Canonical Multicall3 address; scripts/stack installs the same bytecode there on anvil. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

/** Spec fees on every chain, so viem's fee estimation (and wallet clients) apply them. */
const specFees = {
  baseFeeMultiplier: FEE_SETTINGS.baseFeeMultiplier,
  maxPriorityFeePerGas: FEE_SETTINGS.maxPriorityFeePerGas,
}

function withSpecFees<const T extends Chain>(chain: T): T {
  return { ...chain, fees: specFees }
}

// The spec names Polygon's native currency MATIC (viem now says POL after the 2024 migration).
const polygonMatic: Chain = { ...polygon, nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 } }

const DEFAULT_SET: readonly Chain[] = [polygonMatic, optimismData, arbitrum, zoraData]
const ETHEREUM_SET: readonly Chain[] = [mainnet, goerli]
const TESTNETS: readonly Chain[] = [goerli, sepolia]

/** The local anvil chain at `rpcUrl`, with Multicall3 so reads batch as on public chains. */
export function localChain(rpcUrl: string): Chain {
  return {
    ...foundry,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
  }
}

/**
 * The configured chain set (DESIGN.md "Chains"): the local chain first when present, then the named
 * set, then Goerli + Sepolia when the testnets flag is on. No chain appears twice.
 */
export function selectChains(selection: ChainSelection): Chain[] {
  const picked: Chain[] = []
  if (selection.localRpcUrl) picked.push(localChain(selection.localRpcUrl))
  picked.push(...(selection.chainSet === 'ethereum' ? ETHEREUM_SET : DEFAULT_SET))
  if (selection.testnets) picked.push(...TESTNETS)
  const seen = new Set<number>()
  return picked.filter((chain) => !seen.has(chain.id) && seen.add(chain.id)).map(withSpecFees)
}

import type { Chain, ChainFees } from 'viem'
import { arbitrum, foundry, goerli, mainnet, polygon, sepolia } from 'viem/chains'
import { BASE_FEE_PERCENT, PRIORITY_FEE } from '../wallet/index.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'
import { optimismData, zoraData } from './opStackChains.ts'

export type ChainSetName = 'default' | 'ethereum'

/** What chain selection depends on (a subset of `appConfig`). */
export interface ChainSelection {
  readonly chainSet: ChainSetName
  /** true only when the testnets flag equals the string 'true'. */
  readonly testnets: boolean
  /** Set when the app runs against the local node: chain 31337 at this URL is added first. */
  readonly localRpcUrl?: string | undefined
}

/** The local anvil chain's id (viem's `foundry`). */
export const LOCAL_CHAIN_ID = foundry.id

/**
 * The wallet module's fee rule on every chain, in viem's terms, so viem's own fee estimation (wallet
 * clients included) gives the same fees as the wallet's sendTransaction.
 */
const specFees: ChainFees = {
  baseFeeMultiplier: Number(BASE_FEE_PERCENT) / 100,
  maxPriorityFeePerGas: PRIORITY_FEE,
}

function withSpecFees<const T extends Chain>(chain: T): T {
  return { ...chain, fees: specFees }
}

// docs/requirements.md names Polygon's native currency MATIC (viem now says POL after the 2024 migration).
const polygonMatic: Chain = { ...polygon, nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 } }

const DEFAULT_SET: readonly Chain[] = [polygonMatic, optimismData, arbitrum, zoraData]
const ETHEREUM_SET: readonly Chain[] = [mainnet, goerli]
const TESTNETS: readonly Chain[] = [goerli, sepolia]

/** The local anvil chain at `rpcUrl`, with Multicall3 so reads batch as on public chains, and the fee rule. */
export function localChain(rpcUrl: string): Chain {
  return withSpecFees({
    ...foundry,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
  })
}

/**
 * The configured chain set (docs/requirements.md, "Chains"): the local chain first when present, then the named
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

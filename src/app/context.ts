/**
 * What the app logic works with, handed down by the setup (src/setup) instead of imported: the
 * wallet, its transaction history, the configured chains with their contracts, and their read clients.
 */
import type { Chain } from 'viem'
import type { BlockFeed, ChainClient, ChainContracts } from '../chains/index.ts'
import type { TransactionStore, Wallet } from '../wallet/index.ts'

/** The configured chains and where the app's contracts are on them. */
export interface ChainSettings {
  readonly chains: readonly Chain[]
  readonly contracts: Readonly<Record<number, ChainContracts>>
  /** Chain id → HTTP RPC URL overriding the chain's own default. */
  readonly rpcUrls: Readonly<Record<number, string>>
  /**
   * What one STK is worth in wei of ETH, as the operator set it (VITE_STK_PRICE_ETH), so a fee paid in ETH can
   * be weighed against an STK reward; undefined: the app knows no price and compares nothing.
   */
  readonly stkPriceWei?: bigint | undefined
}

export interface AppContext extends ChainSettings {
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  /** The shared read client of a configured chain; throws for a chain outside the set. */
  readonly client: (chainId: number) => ChainClient
  /** The page's one block poll: reads follow new blocks through it, never timers of their own. */
  readonly blocks: BlockFeed
  /**
   * A client for the reads that follow new blocks whose requests join the block poll's batch, so the stakes
   * list leaves with the other reads of that block (one request); absent: `client`.
   */
  readonly blockReadClient?: (chainId: number) => ChainClient
}

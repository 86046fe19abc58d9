/**
 * The reads that run while a page sits open: one block poll per chain for the whole page, at the chain's block
 * time, and one JSON-RPC batcher. Home's totals, the account balance and the stakes list (src/setup/clients.ts,
 * `blockReadClient`) are read when the poll finds a new block, in one batch: a new block costs the poll and one
 * request for all of them, an unmoved chain the poll alone. No viem code: Home uses it on the first load.
 */
import {
  ChainConfigError,
  createBlockFeed,
  createRpcBatcher,
  documentVisibility,
  RPC_SETTINGS,
  rpcUrlFor,
} from '../chains/index.ts'
import type { LiveReads } from '../ui/index.ts'
import { appConfig } from './config.ts'

/** The HTTP RPC URL of a configured chain (the read clients' rule); ChainConfigError outside the set. */
export function rpcUrlOf(chainId: number): string {
  const chain = appConfig.chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw new ChainConfigError('NO_PROVIDERS', chainId, 'No providers configured for chain')
  return rpcUrlFor(chain, appConfig.rpcUrls)
}

/** How often a chain makes a block (viem's `blockTime`), and so how often its poll asks; the default elsewhere. */
function blockTimeOf(chainId: number): number {
  const chain = appConfig.chains.find((candidate) => candidate.id === chainId)
  return chain?.blockTime ?? RPC_SETTINGS.pollingIntervalMs
}

const rpc = createRpcBatcher({ timeoutMs: RPC_SETTINGS.timeoutMs })

const blocks = createBlockFeed({
  // async: a chain outside the set becomes a rejected poll, not a throw inside the feed.
  request: async (chainId, call) => rpc.request(rpcUrlOf(chainId), call),
  intervalMs: blockTimeOf,
  visibility: documentVisibility(globalThis.document),
})

export const liveReads: LiveReads = { blocks, rpc }

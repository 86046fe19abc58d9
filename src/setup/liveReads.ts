/**
 * The reads that run while a page sits open: one block poll per chain for the whole page, and one
 * JSON-RPC batcher. Home's totals and the account balance ride along with the poll, so a new block costs
 * one request for all of them. No viem code: Home uses it on the first load.
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

const rpc = createRpcBatcher({ timeoutMs: RPC_SETTINGS.timeoutMs })

const blocks = createBlockFeed({
  // async: a chain outside the set becomes a rejected poll, not a throw inside the feed.
  request: async (chainId, call) => rpc.request(rpcUrlOf(chainId), call),
  intervalMs: RPC_SETTINGS.pollingIntervalMs,
  visibility: documentVisibility(globalThis.document),
})

export const liveReads: LiveReads = { blocks, rpc }

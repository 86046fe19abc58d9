/**
 * The reads that run while a page sits open: one block poll per chain for the whole page, and one
 * JSON-RPC batcher that the reads following each block share (Home's totals, the account balance), so
 * a new block costs one request for all of them. No viem code: Home uses it on the first load.
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

const rpc = createRpcBatcher({
  simpleRequestUrls: appConfig.localRpcUrl ? [appConfig.localRpcUrl] : [],
  timeoutMs: RPC_SETTINGS.timeoutMs,
})

const blocks = createBlockFeed({
  readBlockNumber: async (chainId) =>
    BigInt(String(await rpc.request(rpcUrlOf(chainId), { method: 'eth_blockNumber', params: [] }))),
  intervalMs: RPC_SETTINGS.pollingIntervalMs,
  visibility: documentVisibility(globalThis.document),
})

export const liveReads: LiveReads = { blocks, rpc }

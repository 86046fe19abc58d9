/** Public entry of the chain library (docs/architecture.md, "Chains API"): pure functions of their inputs, no singletons. */
export { selectChains, localChain, LOCAL_CHAIN_ID, type ChainSelection, type ChainSetName } from './chainSets.ts'
export { MULTICALL3_ADDRESS } from './multicall3.ts'
export { chainMeta, chainTableIds, type ChainMeta } from './chainTable.ts'
export {
  createClientRegistry,
  createChainClient,
  type ChainClient,
  type ClientRegistryOptions,
} from './clients.ts'
export { rpcUrlFor } from './rpcUrl.ts'
export { RPC_SETTINGS } from './rpcSettings.ts'
export {
  createRpcBatcher,
  RpcRequestError,
  type JsonRpcCall,
  type RpcBatcher,
  type RpcBatcherOptions,
} from './rpcBatch.ts'
export { createBlockFeed, documentVisibility, type BlockFeed, type PageVisibility } from './blockFeed.ts'
export { ChainConfigError, type ChainConfigErrorCode } from './errors.ts'
export type { ChainContracts } from './contractTypes.ts'
export { hasProtocol, parseAddress, parseContracts, parseUrlMap } from './envParsing.ts'
export { displayText, errorChain, isInstance, readField, readOr } from './untrusted.ts'
export {
  createReadCache,
  type ReadCache,
  type CacheEntry,
  type Fetcher,
  type ReadOptions,
  type ReadCacheOptions,
} from './readCache/createReadCache.ts'
export { CACHE_SETTINGS } from './readCache/cacheSettings.ts'
export { lookupEnsName, lookupEnsAvatar, type EnsLookupOptions } from './ens/lookupEns.ts'
export { ensClientFor, type EnsClientSettings } from './ens/ensClient.ts'

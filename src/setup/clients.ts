/**
 * The app's read side, made once from the configuration: one client per configured chain, the
 * persisted read cache, and the mainnet client for ENS. A chunk of its own, loaded with the first read.
 */
import { createClient, custom, type Address } from 'viem'
import {
  CACHE_SETTINGS,
  type ChainClient,
  createClientRegistry,
  createReadCache,
  ensClientFor,
  lookupEnsAvatar,
  lookupEnsName,
} from '../chains/index.ts'
import { safeStorage } from '../wallet/index.ts'
import { appConfig } from './config.ts'
import { liveReads, rpcUrlOf } from './liveReads.ts'

/** The shared read client of a configured chain (throws ChainConfigError outside the set). */
export const client = createClientRegistry(appConfig)

const readCache = createReadCache({ storage: safeStorage('local'), storageKey: CACHE_SETTINGS.storageKey })
// Persist pending writes before the page goes away, so a reload shows the latest values at once.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => readCache.flush())

const ens = { cache: readCache, client: ensClientFor(appConfig, client) }

export const lookupName = (address: Address): Promise<string | null> => lookupEnsName(address, ens)
export const lookupAvatar = (name: string): Promise<string | null> => lookupEnsAvatar(name, ens)

const blockReadClients = new Map<number, ChainClient>()

/**
 * A read client whose requests go through the block poll's batcher (src/setup/liveReads.ts): the stakes list's
 * multicall, made when the poll reports a new block, leaves in that block's one batch with Home's totals and
 * the balance. Reads only: writes keep `client`, whose errors carry what viem needs to decode a revert.
 */
export function blockReadClient(chainId: number): ChainClient {
  const existing = blockReadClients.get(chainId)
  if (existing) return existing
  const { chain } = client(chainId)
  const url = rpcUrlOf(chainId)
  const created = createClient({
    chain,
    transport: custom(
      { request: ({ method, params }) => liveReads.rpc.request(url, { method, params: params ?? [] }) },
      { retryCount: 0 }, // the block feed reads again with the next block
    ),
  })
  blockReadClients.set(chainId, created)
  return created
}

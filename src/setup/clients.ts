/**
 * The app's read side, made once from the configuration: one client per configured chain, the
 * persisted read cache, and the mainnet client for ENS. A chunk of its own, loaded with the first read.
 */
import type { Address } from 'viem'
import {
  CACHE_SETTINGS,
  createClientRegistry,
  createReadCache,
  ensClientFor,
  lookupEnsAvatar,
  lookupEnsName,
} from '../chains/index.ts'
import { safeStorage } from '../wallet/index.ts'
import { appConfig } from './config.ts'

/** The shared read client of a configured chain (throws ChainConfigError outside the set). */
export const client = createClientRegistry(appConfig)

const readCache = createReadCache({ storage: safeStorage('local'), storageKey: CACHE_SETTINGS.storageKey })
// Persist pending writes before the page goes away, so a reload shows the latest values at once.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => readCache.flush())

const ens = { cache: readCache, client: ensClientFor(appConfig, client) }

export const lookupName = (address: Address): Promise<string | null> => lookupEnsName(address, ens)
export const lookupAvatar = (name: string): Promise<string | null> => lookupEnsAvatar(name, ens)

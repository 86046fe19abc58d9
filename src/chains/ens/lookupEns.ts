import type { Address } from 'viem'
import type { ChainClient } from '../clients'
import { ENS_CACHE_MS } from '../readCache/cacheSettings'
import type { CacheEntry, ReadCache } from '../readCache/createReadCache'
import { readCache } from '../readCache/readCache'
import { getEnsClient } from './ensClient'

export interface EnsLookupOptions {
  readonly cache?: ReadCache
  readonly client?: ChainClient | null
}

export function ensNameKey(address: Address): string {
  return `ens:name:${address.toLowerCase()}`
}

export function ensAvatarKey(name: string): string {
  return `ens:avatar:${name.toLowerCase()}`
}

const DAY = { freshMs: ENS_CACHE_MS } as const

/** An explicit `client: null` means "no ENS" and must not fall back to the app's mainnet client. */
function clientOf(options: EnsLookupOptions): ChainClient | null {
  return options.client !== undefined ? options.client : getEnsClient()
}

function nameFetcher(address: Address, client: ChainClient | null): () => Promise<string | null> {
  return async () => {
    if (!client) return null
    const { resolveEnsName } = await import('./resolveEns')
    return resolveEnsName(client, address)
  }
}

function avatarFetcher(name: string, client: ChainClient | null): () => Promise<string | null> {
  return async () => {
    if (!client) return null
    const { resolveEnsAvatar } = await import('./resolveEns')
    return resolveEnsAvatar(client, name)
  }
}

/** ENS primary name of an address, cached one day; null when it has none or ENS is unavailable. */
export function lookupEnsName(address: Address, options: EnsLookupOptions = {}): Promise<string | null> {
  const cache = options.cache ?? readCache
  return cache.load(ensNameKey(address), nameFetcher(address, clientOf(options)), DAY)
}

/** ENS avatar URL of a name, cached one day; null when none. */
export function lookupEnsAvatar(name: string, options: EnsLookupOptions = {}): Promise<string | null> {
  const cache = options.cache ?? readCache
  return cache.load(ensAvatarKey(name), avatarFetcher(name, clientOf(options)), DAY)
}

/** Synchronous cache read for views: the entry now, a lookup started when due (one day). */
export function readEnsName(address: Address, options: EnsLookupOptions = {}): CacheEntry<string | null> {
  const cache = options.cache ?? readCache
  return cache.read(ensNameKey(address), nameFetcher(address, clientOf(options)), DAY)
}

/** Synchronous cache read of an avatar for views. */
export function readEnsAvatar(name: string, options: EnsLookupOptions = {}): CacheEntry<string | null> {
  const cache = options.cache ?? readCache
  return cache.read(ensAvatarKey(name), avatarFetcher(name, clientOf(options)), DAY)
}

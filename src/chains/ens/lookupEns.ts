import type { Address } from 'viem'
import type { ChainClient } from '../clients.ts'
import { ENS_CACHE_MS } from '../readCache/cacheSettings.ts'
import type { ReadCache } from '../readCache/createReadCache.ts'

/** Where lookups are cached and which mainnet client answers them; `client: null` means "no ENS". */
export interface EnsLookupOptions {
  readonly cache: ReadCache
  readonly client: ChainClient | null
}

export function ensNameKey(address: Address): string {
  return `ens:name:${address.toLowerCase()}`
}

export function ensAvatarKey(name: string): string {
  return `ens:avatar:${name.toLowerCase()}`
}

const DAY = { freshMs: ENS_CACHE_MS } as const

/** ENS primary name of an address, cached one day; null when it has none or ENS is unavailable. */
export function lookupEnsName(address: Address, { cache, client }: EnsLookupOptions): Promise<string | null> {
  return cache.load(
    ensNameKey(address),
    async () => {
      if (!client) return null
      const { resolveEnsName } = await import('./resolveEns.ts')
      return resolveEnsName(client, address)
    },
    DAY,
  )
}

/** ENS avatar URL of a name, cached one day; null when none. */
export function lookupEnsAvatar(name: string, { cache, client }: EnsLookupOptions): Promise<string | null> {
  return cache.load(
    ensAvatarKey(name),
    async () => {
      if (!client) return null
      const { resolveEnsAvatar } = await import('./resolveEns.ts')
      return resolveEnsAvatar(client, name)
    },
    DAY,
  )
}

/**
 * What the module remembers between visits: the last 3 wallet ids, the last wallet, and
 * `<id>.disconnected` after an explicit disconnect (so a reload does not reconnect).
 * The connection status itself is never stored. Corrupt or unreadable storage reads as empty.
 */
import type { WalletStorage } from '../types.ts'

export const RECENT_WALLETS_LIMIT = 3
/** Default `storageKeyPrefix`: two apps on one origin pass different prefixes to keep apart. */
export const DEFAULT_STORAGE_PREFIX = 'wallet.'

export interface Persistence {
  recent(): string[]
  lastWalletId(): string | undefined
  isDisconnected(id: string): boolean
  /** After a successful connect: most recent first, flag cleared. */
  rememberConnected(id: string): string[]
  rememberDisconnected(id: string): void
}

export function createPersistence(storage: WalletStorage | undefined, prefix = DEFAULT_STORAGE_PREFIX): Persistence {
  const PREFIX = prefix
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(PREFIX + key) ?? null
    } catch {
      return null // storage blocked (private mode, sandboxed iframe)
    }
  }
  const write = (key: string, value: string | undefined): void => {
    try {
      if (value === undefined) storage?.removeItem(PREFIX + key)
      else storage?.setItem(PREFIX + key, value)
    } catch {
      // Full or blocked storage only costs the memory of recent wallets.
    }
  }
  const recent = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(read('recent') ?? '[]')
      return Array.isArray(parsed)
        ? parsed.filter((id): id is string => typeof id === 'string').slice(0, RECENT_WALLETS_LIMIT)
        : []
    } catch {
      return []
    }
  }

  return {
    recent,
    lastWalletId: () => read('last') ?? undefined,
    isDisconnected: (id) => read(`${id}.disconnected`) === 'true',
    rememberConnected(id) {
      const next = [id, ...recent().filter((other) => other !== id)].slice(0, RECENT_WALLETS_LIMIT)
      write('recent', JSON.stringify(next))
      write('last', id)
      write(`${id}.disconnected`, undefined)
      return next
    },
    rememberDisconnected(id) {
      write(`${id}.disconnected`, 'true')
    },
  }
}

/**
 * Whether a wallet was connected here before and not explicitly disconnected, so `reconnect()` may
 * resume it: lets an app decide to load the wallet module at once without reading its keys.
 */
export function hasSavedSession(
  storage: Pick<WalletStorage, 'getItem'> | undefined,
  prefix = DEFAULT_STORAGE_PREFIX,
): boolean {
  try {
    const last = storage?.getItem(`${prefix}last`)
    return last != null && storage?.getItem(`${prefix}${last}.disconnected`) !== 'true'
  } catch {
    return false // storage blocked: nothing to resume
  }
}

/** The storage a connector gets: its keys live under the wallet's prefix too. */
export function prefixedStorage(storage: WalletStorage, prefix: string): WalletStorage {
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  }
}

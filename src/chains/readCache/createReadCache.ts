import { CACHE_SETTINGS } from './cacheSettings.ts'
import { decodeCache, encodeCache, type PersistedEntry } from './persistence.ts'

/** What a view shows for one key. Entries are immutable: a change replaces the object. */
export interface CacheEntry<T = unknown> {
  /** Last value fetched (possibly in an earlier session); undefined before the first success. */
  readonly value: T | undefined
  /** When `value` was fetched (ms since epoch); 0 without a value. */
  readonly updatedAt: number
  readonly fetching: boolean
  /** The value is not confirmed by this session: restored from storage, refreshing, or the node failed. */
  readonly stale: boolean
  /** The last fetch's error (no automatic retry); cleared by the next success. */
  readonly error: Error | undefined
}

export type Fetcher<T> = () => Promise<T>

export interface ReadOptions {
  /** How long a fetched value is served without a new request (default 4000 ms). */
  readonly freshMs?: number
}

export interface ReadCacheOptions {
  /** Where entries persist (default none); the app passes localStorage. */
  readonly storage?: Storage | undefined
  readonly storageKey?: string
  readonly maxAgeMs?: number
  readonly throttleMs?: number
  readonly freshMs?: number
  readonly now?: () => number
}

export interface ReadCache {
  /**
   * The entry for `key` at once; fetches when missing, restored or older than `freshMs`. It notifies
   * subscribers synchronously, so React calls it from an effect and reads `peek` while rendering.
   */
  read<T>(key: string, fetcher: Fetcher<T>, options?: ReadOptions): CacheEntry<T>
  /** The value for `key`, fetched only when not fresh; rejects when that fetch fails. */
  load<T>(key: string, fetcher: Fetcher<T>, options?: ReadOptions): Promise<T>
  /** Fetches now even if fresh (after a transaction changed chain state). */
  refresh<T>(key: string, fetcher: Fetcher<T>): Promise<T>
  /** The entry without side effects (for useSyncExternalStore snapshots). */
  peek<T>(key: string): CacheEntry<T> | undefined
  /** Marks entries whose key starts with `prefix` as due, so their next read refetches. */
  invalidate(prefix: string): void
  /** Called with the changed key after every change. */
  subscribe(listener: (key: string) => void): () => void
  /** Writes pending changes to storage now (e.g. on pagehide). */
  flush(): void
  clear(): void
}

const EMPTY: CacheEntry<never> = { value: undefined, updatedAt: 0, fetching: false, stale: false, error: undefined }

/**
 * An offline-first read cache (docs/requirements.md, "RPC and cache"): a cached value shows at once, marked stale while it
 * refreshes and while the node cannot be reached, then replaced. No retry, no refetch on focus,
 * entries live one day, persisted under 'cache' with writes throttled to 1000 ms.
 */
export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const storage = options.storage
  const storageKey = options.storageKey ?? CACHE_SETTINGS.storageKey
  const maxAgeMs = options.maxAgeMs ?? CACHE_SETTINGS.maxAgeMs
  const throttleMs = options.throttleMs ?? CACHE_SETTINGS.throttleMs
  const defaultFreshMs = options.freshMs ?? CACHE_SETTINGS.freshMs
  const now = options.now ?? Date.now

  const entries = new Map<string, CacheEntry>()
  const inFlight = new Map<string, Promise<unknown>>()
  /** Last fetch attempt per key in this session; restored entries have none, so they refresh. */
  const attemptedAt = new Map<string, number>()
  const listeners = new Set<(key: string) => void>()
  let writeTimer: ReturnType<typeof setTimeout> | undefined

  restore()

  function restore(): void {
    const text = safeGet()
    if (text === null) return
    const decoded = decodeCache(text)
    if (!decoded) {
      safeRemove()
      return
    }
    for (const [key, entry] of Object.entries(decoded)) {
      if (now() - entry.updatedAt < maxAgeMs) entries.set(key, { ...EMPTY, ...entry, stale: true })
    }
  }

  function current<T>(key: string): CacheEntry<T> | undefined {
    const entry = entries.get(key)
    if (entry && entry.value !== undefined && now() - entry.updatedAt >= maxAgeMs) {
      // Older than a day: forget it rather than show it.
      entries.delete(key)
      return undefined
    }
    return entry as CacheEntry<T> | undefined
  }

  function set(key: string, entry: CacheEntry, persist: boolean): void {
    entries.set(key, entry)
    if (persist) scheduleWrite()
    for (const listener of listeners) listener(key)
  }

  function isFresh(key: string, freshMs: number): boolean {
    const attempted = attemptedAt.get(key)
    return attempted !== undefined && now() - attempted < freshMs
  }

  function fetchNow<T>(key: string, fetcher: Fetcher<T>): Promise<T> {
    const running = inFlight.get(key)
    if (running) return running as Promise<T>
    attemptedAt.set(key, now())
    const before = current<T>(key) ?? EMPTY
    set(key, { ...before, fetching: true, stale: before.value !== undefined }, false)
    const promise = fetcher().then(
      (value) => {
        inFlight.delete(key)
        set(key, { value, updatedAt: now(), fetching: false, stale: false, error: undefined }, true)
        return value
      },
      (error: unknown) => {
        inFlight.delete(key)
        const latest = current<T>(key) ?? EMPTY
        const failure = error instanceof Error ? error : new Error(String(error))
        set(key, { ...latest, fetching: false, stale: latest.value !== undefined, error: failure }, false)
        throw failure
      },
    )
    inFlight.set(key, promise)
    return promise
  }

  function scheduleWrite(): void {
    if (!storage || writeTimer !== undefined) return
    writeTimer = setTimeout(flush, throttleMs)
  }

  function flush(): void {
    if (writeTimer !== undefined) clearTimeout(writeTimer)
    writeTimer = undefined
    if (!storage) return
    const persisted: Record<string, PersistedEntry> = {}
    for (const [key, entry] of entries) {
      if (entry.value !== undefined && now() - entry.updatedAt < maxAgeMs) {
        persisted[key] = { value: entry.value, updatedAt: entry.updatedAt }
      }
    }
    try {
      storage.setItem(storageKey, encodeCache(persisted))
    } catch (error) {
      console.warn(`Could not persist the read cache: ${(error as Error).message}`)
    }
  }

  function safeGet(): string | null {
    try {
      return storage?.getItem(storageKey) ?? null
    } catch {
      return null
    }
  }

  function safeRemove(): void {
    try {
      storage?.removeItem(storageKey)
    } catch {
      // Storage unavailable (private mode): nothing to clean.
    }
  }

  return {
    read(key, fetcher, readOptions) {
      if (!isFresh(key, readOptions?.freshMs ?? defaultFreshMs)) {
        fetchNow(key, fetcher).catch(() => undefined) // the error is kept on the entry
      }
      return current(key) ?? EMPTY
    },
    async load(key, fetcher, readOptions) {
      const running = inFlight.get(key)
      if (running) return running as Promise<Awaited<ReturnType<typeof fetcher>>>
      const entry = current<Awaited<ReturnType<typeof fetcher>>>(key)
      // Served from memory only when this session fetched it successfully and recently.
      if (entry?.value !== undefined && !entry.stale && isFresh(key, readOptions?.freshMs ?? defaultFreshMs)) {
        return entry.value
      }
      return fetchNow(key, fetcher)
    },
    refresh: fetchNow,
    peek: current,
    invalidate(prefix) {
      for (const key of attemptedAt.keys()) if (key.startsWith(prefix)) attemptedAt.delete(key)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    flush,
    clear() {
      entries.clear()
      attemptedAt.clear()
      if (writeTimer !== undefined) clearTimeout(writeTimer)
      writeTimer = undefined
      safeRemove()
    },
  }
}

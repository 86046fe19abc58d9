import { createReadCache, type ReadCache } from './createReadCache'

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // access denied (sandboxed iframe, disabled storage)
  }
}

/** The app's shared read cache, persisted to localStorage under 'cache'. */
export const readCache: ReadCache = createReadCache({ storage: browserStorage() })

// Persist pending writes before the page goes away, so a reload shows the latest values at once.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => readCache.flush())

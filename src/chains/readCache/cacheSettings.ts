/** The read cache (docs/requirements.md, "RPC and cache"). */
export const CACHE_SETTINGS = {
  storageKey: 'cache',
  /** Entries live one day, in memory and in storage. */
  maxAgeMs: 86_400_000,
  /** Writes to localStorage at most once per second. */
  throttleMs: 1000,
  /**
   * A value fetched this recently is served without a new request. Not a required number: it keeps a
   * view that reads on every render from refetching in a loop; equal to the RPC polling interval.
   */
  freshMs: 4000,
} as const

/** Name and avatar lookups: one day (docs/requirements.md, "RPC and cache"). */
export const ENS_CACHE_MS = 86_400_000

/**
 * The account pages as sent (server/accountPage.ts, in the coding the client takes), kept so that a returning
 * visitor's page is compressed once per page, address and coding rather than on every request. Bounded in entries
 * and bytes; the least recently used goes first. A flood of addresses only evicts: each miss costs what every
 * request cost before.
 */
export type AccountPageCache = {
  get(key: string): Buffer | undefined
  set(key: string, body: Buffer): void
  readonly size: () => { entries: number; bytes: number }
}

const ACCOUNT_PAGE_CACHE_ENTRIES = 1_000
const ACCOUNT_PAGE_CACHE_BYTES = 8 * 1024 * 1024

export function createAccountPageCache(
  maxEntries = ACCOUNT_PAGE_CACHE_ENTRIES,
  maxBytes = ACCOUNT_PAGE_CACHE_BYTES,
): AccountPageCache {
  const bodies = new Map<string, Buffer>()
  let bytes = 0
  const drop = (key: string) => {
    bytes -= bodies.get(key)?.length ?? 0
    bodies.delete(key)
  }
  return {
    get(key) {
      const body = bodies.get(key)
      if (body === undefined) return undefined
      bodies.delete(key) // re-insert: the Map's order is then least recently used first
      bodies.set(key, body)
      return body
    },
    set(key, body) {
      if (body.length > maxBytes) return
      drop(key)
      bodies.set(key, body)
      bytes += body.length
      for (const oldest of bodies.keys()) {
        if (bodies.size <= maxEntries && bytes <= maxBytes) break
        drop(oldest)
      }
    },
    size: () => ({ entries: bodies.size, bytes }),
  }
}

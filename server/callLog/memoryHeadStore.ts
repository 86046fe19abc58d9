import { HEAD_TTL_MS, sameHead, type HeadStore, type SessionHead } from './headStore.ts'

/** Sessions one process remembers; past it the one updated longest ago is forgotten. */
export const MAX_SESSION_HEADS = 100_000

/**
 * The heads of one process, bounded: a Map in order of last update (every update re-inserts), so the front
 * holds both the least recently updated head (evicted past `maxSessions`) and the first to expire (the TTL is
 * the same for all). A forgotten session starts afresh: its next segment is taken as its first.
 */
export function createMemoryHeadStore(
  options: { now?: () => number; maxSessions?: number; ttlMs?: number } = {},
): HeadStore {
  const now = options.now ?? Date.now
  const maxSessions = options.maxSessions ?? MAX_SESSION_HEADS
  const ttlMs = options.ttlMs ?? HEAD_TTL_MS
  const heads = new Map<string, SessionHead & { readonly expiresAt: number }>()

  const live = (sessionId: string): SessionHead | undefined => {
    const head = heads.get(sessionId)
    if (!head) return undefined
    if (head.expiresAt > now()) return { seq: head.seq, hash: head.hash }
    heads.delete(sessionId)
    return undefined
  }
  const dropExpiredAndOldest = (): void => {
    const time = now()
    for (const [sessionId, head] of heads) {
      if (head.expiresAt > time && heads.size <= maxSessions) break
      heads.delete(sessionId)
    }
  }

  return {
    read: async (sessionId) => live(sessionId),
    async compareAndSet(sessionId, expected, next) {
      const current = live(sessionId)
      if (!sameHead(current, expected)) return { ok: false, current }
      heads.delete(sessionId) // re-inserted last: the most recently updated
      heads.set(sessionId, { seq: next.seq, hash: next.hash, expiresAt: now() + ttlMs })
      dropExpiredAndOldest()
      return { ok: true }
    },
    async close() {},
  }
}

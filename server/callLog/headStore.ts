/**
 * The head the server holds for each call-log session: the newest entry it has signed a checkpoint for.
 * In memory by default (memoryHeadStore.ts); in Redis, shared by instances, when the sign-in API uses Redis
 * (redisHeadStore.ts). Every method may throw StoreUnavailableError, answered with 503.
 */

export interface SessionHead {
  readonly seq: number
  readonly hash: string
}

/** How long a session's head is kept after its last update (7 days); an update starts the time again. */
export const HEAD_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type CompareAndSetResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly current: SessionHead | undefined }

export interface HeadStore {
  read(sessionId: string): Promise<SessionHead | undefined>
  /**
   * Atomically: when the session's head is still `expected` (undefined: none), sets it to `next` and keeps it
   * HEAD_TTL_MS more; otherwise changes nothing and returns the head found.
   */
  compareAndSet(sessionId: string, expected: SessionHead | undefined, next: SessionHead): Promise<CompareAndSetResult>
  close(): Promise<void>
}

export function sameHead(a: SessionHead | undefined, b: SessionHead | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.seq === b.seq && a.hash === b.hash
}

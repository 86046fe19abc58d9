/**
 * User Timing marks on the connect path (`performance.mark` / `performance.measure`): they cost a few
 * microseconds, show up in a browser's performance panel and let `npm run bench:interaction` split
 * "choose a wallet → address shown" into the wallet's time and the page's. Names start with `wallet:`.
 * Environments without User Timing (old runtimes, some test DOMs) simply get no marks.
 */

type UserTiming = Pick<Performance, 'mark' | 'measure' | 'now'>

function userTiming(): UserTiming | undefined {
  const timing = (globalThis as { performance?: Partial<UserTiming> }).performance
  return typeof timing?.mark === 'function' && typeof timing.measure === 'function' ? (timing as UserTiming) : undefined
}

/** Marks a moment, e.g. `wallet:connect` when a connect starts. */
export function markTiming(name: string): void {
  try {
    userTiming()?.mark(name)
  } catch {
    // A full or disabled timeline never fails a wallet call.
  }
}

/** The current time on the User Timing clock, for `measureSince`; undefined without User Timing. */
export function timingNow(): number | undefined {
  return userTiming()?.now()
}

/** Records a span from `start` (a `timingNow()` value) to now, e.g. `wallet:request eth_chainId`. */
export function measureSince(name: string, start: number | undefined): void {
  if (start === undefined) return
  try {
    userTiming()?.measure(name, { start })
  } catch {
    // As above.
  }
}

/**
 * User Timing marks on the connect path (`performance.mark` / `performance.measure`): they cost a few
 * microseconds, show up in a browser's performance panel and let `npm run bench:interaction` split
 * "choose a wallet → address shown" (from `wallet:connect`) and "reload → address shown" (from
 * `wallet:reconnect`) into the wallet's time and the page's. Names start with `wallet:` (fixed names, never
 * one the User Timing spec reserves, so the calls cannot throw). Runtimes without User Timing get no marks.
 */

type UserTiming = Partial<Pick<Performance, 'mark' | 'measure' | 'now'>>

const userTiming = (): UserTiming | undefined => (globalThis as { performance?: UserTiming }).performance

/** Marks a moment, e.g. `wallet:connect` when a connect starts. */
export function markTiming(name: string): void {
  userTiming()?.mark?.(name)
}

/** The current time on the User Timing clock, for `measureSince`; undefined without User Timing. */
export function timingNow(): number | undefined {
  return userTiming()?.now?.()
}

/** Records a span from `start` (a `timingNow()` value) to now, e.g. `wallet:request eth_chainId`. */
export function measureSince(name: string, start: number | undefined): void {
  if (start !== undefined) userTiming()?.measure?.(name, { start })
}

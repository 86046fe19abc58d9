/**
 * Splits "choose the wallet → address shown" and "reload → address shown" by the User Timing entries the
 * app leaves on the way (src/wallet/events/userTiming.ts, the header's `header:address`), so the wallet's
 * own time is told apart from the page's. All figures in ms, rounded.
 */

/** A User Timing entry as read from the page (`performance.getEntries()`). */
export type TimingEntry = { name: string; entryType: string; startTime: number; duration: number }

export type ChooseBreakdown = {
  /**
   * Up to the wallet call: pointerdown → `wallet:connect` (the click handled), or, on a reload, navigation →
   * `wallet:reconnect` (startup script, hydration and the wallet module's chunk).
   */
  click: number
  /**
   * The wallet's answers (the time covered by `wallet:request …` measures; requests out together count once):
   * the test wallet's bridge and its node.
   */
  wallet: number
  /** Between the wallet call and `wallet:connected` but outside the wallet's answers: the module's own work. */
  module: number
  /** `wallet:connected` (state written) → `header:address` (the header's layout effect: DOM committed). */
  render: number
  /** `header:address` → the address seen in the DOM by the probe: work left in the same task (effects). */
  afterCommit: number
}

export const breakdownParts: readonly (keyof ChooseBreakdown)[] = ['click', 'wallet', 'module', 'render', 'afterCommit']

/** The split of the stretch from `start` (ms) to `address`, beginning at the first `startMark` after `start`. */
function breakdown(
  entries: readonly TimingEntry[],
  start: number,
  startMark: string,
  address: number,
): ChooseBreakdown | undefined {
  const after = entries.filter((entry) => entry.startTime >= start - 1)
  const first = (name: string) => after.find((entry) => entry.name === name)?.startTime
  const call = first(startMark)
  const connected = first('wallet:connected')
  const committed = first('header:address')
  if (call === undefined || connected === undefined || committed === undefined) return undefined
  const wallet = coveredTime(
    after
      .filter((entry) => entry.entryType === 'measure' && entry.name.startsWith('wallet:request '))
      .filter((entry) => entry.startTime >= call && entry.startTime + entry.duration <= connected + 1),
  )
  return {
    click: Math.round(call - start),
    wallet: Math.round(wallet),
    module: Math.round(connected - call - wallet),
    render: Math.round(committed - connected),
    afterCommit: Math.round(address - committed),
  }
}

/** The length of the union of the entries' spans: overlapping requests are waited for once. */
function coveredTime(entries: readonly TimingEntry[]): number {
  let covered = 0
  let reached = Number.NEGATIVE_INFINITY
  for (const { startTime, duration } of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    const end = startTime + duration
    if (end > reached) covered += end - Math.max(startTime, reached)
    reached = Math.max(reached, end)
  }
  return covered
}

/** The breakdown of one choose → address, or undefined when a mark is missing. */
export function chooseBreakdown(
  entries: readonly TimingEntry[],
  pointerDown: number,
  address: number,
): ChooseBreakdown | undefined {
  return breakdown(entries, pointerDown, 'wallet:connect', address)
}

/** The breakdown of one reload → address (the entries of the reloaded document), or undefined when a mark is missing. */
export function reloadBreakdown(entries: readonly TimingEntry[], address: number): ChooseBreakdown | undefined {
  return breakdown(entries, 0, 'wallet:reconnect', address)
}

import type { StakeEntry, StakeStatus } from './state.ts'

/** A stake's status at chain time `now` (seconds): withdrawn, unlocked (withdrawable) or locked. */
export function stakeStatus(stake: Pick<StakeEntry, 'withdrawn' | 'unlockTime'>, now: number): StakeStatus {
  if (stake.withdrawn) return 'withdrawn'
  return now >= stake.unlockTime ? 'unlocked' : 'locked'
}

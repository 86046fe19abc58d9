/**
 * Figures of the Stake page derived from the stakes as read (Staking.stakesOf) at chain time: how far a lock has
 * run, what a withdraw pays, and the account's position across its stakes.
 */
import { estimateReward } from './estimateReward.ts'
import type { StakeEntry } from './state.ts'
import { stakeStatus } from './stakeStatus.ts'

/** How much of the lock has run at chain time `now`, in whole percent (0 before start, 100 from unlock). */
export function lockProgressPercent(stake: Pick<StakeEntry, 'start' | 'unlockTime'>, now: number): number {
  const length = stake.unlockTime - stake.start
  if (length <= 0 || now >= stake.unlockTime) return 100
  if (now <= stake.start) return 0
  return Math.floor(((now - stake.start) / length) * 100)
}

/**
 * What Staking.withdraw pays: the principal plus the rest of the stake's reward (its full reward, reserved when it
 * was made, minus what claims already paid). Once unlocked that equals the pending `reward` the contract reports.
 */
export function withdrawPayout(stake: StakeEntry): { principal: bigint; reward: bigint } {
  const fullReward = estimateReward(stake.amount, stake.lockPeriod, stake.aprBps)
  const rest = fullReward > stake.claimed ? fullReward - stake.claimed : 0n
  return { principal: stake.amount, reward: stake.withdrawn ? 0n : rest }
}

export interface StakePosition {
  /** Principal of the stakes not withdrawn yet. */
  readonly staked: bigint
  /** Stakes not withdrawn yet. */
  readonly activeCount: number
  /** Unlocked stakes waiting for a withdraw. */
  readonly withdrawableCount: number
  /** The earliest unlock time (seconds) among the stakes still locked; undefined when none is. */
  readonly nextUnlock: number | undefined
}

/** The account's position over its stakes at chain time `now`. */
export function stakePosition(stakes: readonly StakeEntry[], now: number): StakePosition {
  let staked = 0n
  let activeCount = 0
  let withdrawableCount = 0
  let nextUnlock: number | undefined
  for (const stake of stakes) {
    const status = stakeStatus(stake, now)
    if (status === 'withdrawn') continue
    staked += stake.amount
    activeCount += 1
    if (status === 'unlocked') withdrawableCount += 1
    else if (nextUnlock === undefined || stake.unlockTime < nextUnlock) nextUnlock = stake.unlockTime
  }
  return { staked, activeCount, withdrawableCount, nextUnlock }
}

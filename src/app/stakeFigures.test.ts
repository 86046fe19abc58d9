import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { estimateReward } from './estimateReward.ts'
import { lockProgressPercent, stakePosition, withdrawPayout } from './stakeFigures.ts'
import type { StakeEntry } from './state.ts'

const DAY = 86_400
const START = 1_700_000_000

function stake(overrides: Partial<StakeEntry> = {}): StakeEntry {
  return {
    id: 1n,
    amount: parseUnits('1000', 18),
    start: START,
    unlockTime: START + 30 * DAY,
    lockPeriod: 30 * DAY,
    aprBps: 500,
    reward: 0n,
    claimed: 0n,
    withdrawn: false,
    ...overrides,
  }
}

describe('lockProgressPercent', () => {
  it('runs from 0 at the start to 100 at unlock, in whole percent cut down', () => {
    expect(lockProgressPercent(stake(), START)).toBe(0)
    expect(lockProgressPercent(stake(), START - 50)).toBe(0)
    expect(lockProgressPercent(stake(), START + 10 * DAY)).toBe(33)
    expect(lockProgressPercent(stake(), START + 15 * DAY)).toBe(50)
    expect(lockProgressPercent(stake(), START + 30 * DAY - 1)).toBe(99)
    expect(lockProgressPercent(stake(), START + 30 * DAY)).toBe(100)
    expect(lockProgressPercent(stake(), START + 99 * DAY)).toBe(100)
  })

  it('treats a zero-length lock as complete instead of dividing by zero', () => {
    expect(lockProgressPercent({ start: START, unlockTime: START }, START - 1)).toBe(100)
  })
})

describe('withdrawPayout', () => {
  const full = estimateReward(parseUnits('1000', 18), 30 * DAY, 500)

  it('pays the principal and the whole reserved reward when nothing was claimed', () => {
    expect(full).toBe(4109589041095890410n) // 1000 STK × 5% × 30/365, as Staking.rewardFor cuts it
    expect(withdrawPayout(stake())).toEqual({ principal: parseUnits('1000', 18), reward: full })
  })

  it('pays only what claims left of the reward', () => {
    const claimed = parseUnits('1.5', 18)
    expect(withdrawPayout(stake({ claimed })).reward).toBe(full - claimed)
  })

  it('matches the reward the contract reports once unlocked', () => {
    const claimed = parseUnits('1', 18)
    const unlocked = stake({ claimed, reward: full - claimed })
    expect(withdrawPayout(unlocked).reward).toBe(unlocked.reward)
  })

  it('has no reward left for a withdrawn stake', () => {
    expect(withdrawPayout(stake({ withdrawn: true, claimed: full })).reward).toBe(0n)
  })
})

describe('stakePosition', () => {
  const now = START + 40 * DAY
  const stakes = [
    stake({ id: 1n, amount: 100n, withdrawn: true }),
    stake({ id: 2n, amount: 200n }), // unlocked at START + 30 d
    stake({ id: 3n, amount: 300n, start: now - DAY, unlockTime: now + 89 * DAY, lockPeriod: 90 * DAY }),
    stake({ id: 4n, amount: 400n, start: now - DAY, unlockTime: now + 29 * DAY }),
  ]

  it('sums the principal of stakes not withdrawn and finds the earliest lock still running', () => {
    expect(stakePosition(stakes, now)).toEqual({
      staked: 900n,
      activeCount: 3,
      withdrawableCount: 1,
      nextUnlock: now + 29 * DAY,
    })
  })

  it('has no next unlock when every stake is unlocked or withdrawn', () => {
    expect(stakePosition(stakes.slice(0, 2), now)).toEqual({
      staked: 200n,
      activeCount: 1,
      withdrawableCount: 1,
      nextUnlock: undefined,
    })
  })

  it('is zero for no stakes', () => {
    expect(stakePosition([], now)).toEqual({ staked: 0n, activeCount: 0, withdrawableCount: 0, nextUnlock: undefined })
  })
})

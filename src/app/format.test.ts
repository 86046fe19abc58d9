import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatAprBps, formatLockPeriod, formatTokenAmount } from './format.ts'
import { stakeStatus } from './stakeStatus.ts'

describe('display helpers', () => {
  it.each([
    [30 * 86_400, '30 days'],
    [86_400, '1 day'],
    [7200, '2 hours'],
    [90, '2 minutes'],
  ])('formatLockPeriod(%i) = %s', (seconds, text) => expect(formatLockPeriod(seconds)).toBe(text))

  it.each([
    [500, '5%'],
    [1250, '12.5%'],
    [2000, '20%'],
  ])('formatAprBps(%i) = %s', (bps, text) => expect(formatAprBps(bps)).toBe(text))

  it.each([
    [parseUnits('10000', 18), '10,000'],
    [parseUnits('9001.36986301', 18), '9,001.3698'],
    [parseUnits('0.5', 18), '0.5'],
    [0n, '0'],
    [1n, '< 0.0001'],
  ])('formatTokenAmount(%s) = %s (never rounds up)', (value, text) => expect(formatTokenAmount(value)).toBe(text))

  it('tells locked, unlocked and withdrawn stakes apart by chain time', () => {
    expect(stakeStatus({ withdrawn: false, unlockTime: 100 }, 99)).toBe('locked')
    expect(stakeStatus({ withdrawn: false, unlockTime: 100 }, 100)).toBe('unlocked')
    expect(stakeStatus({ withdrawn: true, unlockTime: 100 }, 50)).toBe('withdrawn')
  })
})

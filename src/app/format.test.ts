import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatAprBps, formatLockPeriod, formatTokenAmount, formatTokenAmountExact } from './format.ts'
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
    [parseUnits('0.0001', 18), '0.0001'],
    [parseUnits('0.00009999', 18), '< 0.0001'],
    [parseUnits('8528.192446774244038557', 18), '8,528.1924'],
    [parseUnits('22.76019999', 18), '22.7601'],
    [parseUnits('1234567.5', 18), '1,234,567.5'],
    [parseUnits('999.99999', 18), '999.9999'],
    [-parseUnits('1500.25', 18), '-1,500.25'],
    [-1n, '> -0.0001'],
  ])('formatTokenAmount(%s) = %s (never rounds up)', (value, text) => expect(formatTokenAmount(value)).toBe(text))

  it.each([
    [1234.5678, '1,234.5678'],
    [0.1 + 0.2, '0.3'],
    [1_000_000, '1,000,000'],
    [0.00001, '< 0.0001'],
    [0, '0'],
  ])('formatTokenAmount(%s) formats the app state totals (numbers) by the same rule', (value, text) =>
    expect(formatTokenAmount(value)).toBe(text),
  )

  it('uses the token decimals it is given', () => {
    expect(formatTokenAmount(123_456_789n, 6)).toBe('123.4567')
    expect(formatTokenAmount(5n, 0)).toBe('5')
    expect(formatTokenAmountExact(123_456_789n, 6)).toBe('123.456789')
  })

  it('keeps every digit for the tooltip', () => {
    expect(formatTokenAmountExact(parseUnits('8528.192446774244038557', 18))).toBe('8,528.192446774244038557')
    expect(formatTokenAmountExact(1n)).toBe('0.000000000000000001')
    expect(formatTokenAmountExact(parseUnits('10000', 18))).toBe('10,000')
    expect(formatTokenAmountExact(1234.5)).toBe('1,234.5')
  })

  it('refuses a number that is not finite', () => {
    expect(() => formatTokenAmount(Number.NaN)).toThrow('Not a finite token amount: NaN')
    expect(() => formatTokenAmountExact(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('tells locked, unlocked and withdrawn stakes apart by chain time', () => {
    expect(stakeStatus({ withdrawn: false, unlockTime: 100 }, 99)).toBe('locked')
    expect(stakeStatus({ withdrawn: false, unlockTime: 100 }, 100)).toBe('unlocked')
    expect(stakeStatus({ withdrawn: true, unlockTime: 100 }, 50)).toBe('withdrawn')
  })
})

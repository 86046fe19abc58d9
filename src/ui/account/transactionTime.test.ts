import { describe, expect, it } from 'vitest'
import { formatTransactionTime } from './transactionTime'

describe('formatTransactionTime', () => {
  const now = new Date(2026, 10, 28, 15, 30, 0).getTime()
  it('says how long ago within the hour, the time the same day, and the date before', () => {
    expect(formatTransactionTime(now - 20_000, now)).toBe('just now')
    expect(formatTransactionTime(now + 5_000, now)).toBe('just now') // a clock a little ahead
    expect(formatTransactionTime(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(formatTransactionTime(new Date(2026, 10, 28, 9, 5).getTime(), now)).toBe('09:05')
    expect(formatTransactionTime(new Date(2026, 2, 3, 14, 5).getTime(), now)).toBe('Mar 3, 14:05')
  })
})

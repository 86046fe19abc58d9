import { describe, expect, it } from 'vitest'
import { formatTimeLeft } from './formatTimeLeft.ts'

const DAY = 86_400

describe('formatTimeLeft', () => {
  it.each([
    [30 * DAY - 5, '29 d 23 h'],
    [30 * DAY, '30 d'],
    [DAY + 3600 * 5 + 59, '1 d 5 h'],
    [5 * 3600 + 3 * 60 + 59, '5 h 3 m'],
    [2 * 3600, '2 h'],
    [12 * 60 + 30, '12 m'],
    [59, '59 s'],
    [0, '0 s'],
    [-40, '0 s'],
    [1.9, '1 s'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatTimeLeft(seconds)).toBe(text)
  })
})

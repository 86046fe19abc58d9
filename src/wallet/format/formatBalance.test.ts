import { describe, expect, it } from 'vitest'
import { FormatError } from './FormatError.ts'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance', () => {
  it.each([
    [0, '0'],
    ['0', '0'],
    [0.0004, '0'],
    [0.1234, '0.123'],
    ['0.9999', '0.999'],
    [0.5, '0.5'],
    ['0.100', '0.1'],
    [1, '1'],
    [1.005, '1'],
    ['1.2399', '1.23'],
    [99.999, '99.99'],
    [100, '100'],
    ['100.56', '100.5'],
    [1234.56, '1,234.5'],
    ['9999.99', '9,999.9'],
    [10_000, '10k'],
    ['12345.678', '12.3k'],
    [999_999, '999.9k'],
    [1_000_000, '1m'],
    [2_550_000, '2.5m'],
    ['1234567890', '1.2b'],
    ['1234567890123', '1.2t'],
    ['1234567890123456', '1234.5t'],
    [1e21, '1000000000t'],
    ['1e-7', '0'],
    [' 42.125 ', '42.12'],
    ['.5', '0.5'],
    ['007.5', '7.5'],
    [-1234.56, '-1,234.5'],
    ['-0.0001', '0'],
  ])('%j → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected)
  })

  it.each(['', 'abc', '1.2.3', '1,000', '-', '.', NaN, Infinity])('rejects %j with a FormatError', (input) => {
    expect(() => formatBalance(input)).toThrow(FormatError)
    expect(() => formatBalance(input)).toThrow(/^Invalid balance: /)
  })
})

import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { decimalSeparatorOf, readAmountText } from './amountText.ts'
import { validateAmount } from './validation.ts'

describe('decimalSeparatorOf', () => {
  it.each([
    ['en-US', '.'],
    ['en-GB', '.'],
    ['de-DE', ','],
    ['fr-FR', ','],
    ['pt-BR', ','],
    ['ja-JP', '.'],
    ['not a locale!', '.'],
  ] as const)('%s → %s', (locale, separator) => {
    expect(decimalSeparatorOf(locale)).toBe(separator)
  })
})

describe('readAmountText', () => {
  it.each([
    ['12', '.', '12'],
    ['1.5', '.', '1.5'],
    ['1.5', ',', '1.5'],
    ['1,5', ',', '1.5'],
    // a comma before one, two or four digits is never a thousands separator
    ['1,5', '.', '1.5'],
    ['0,25', '.', '0.25'],
    ['1,2345', '.', '1.2345'],
    ['1234,567', '.', '1234.567'],
    ['0,500', '.', '0.500'],
    // the visitor's own decimal separator before three digits is a decimal
    ['1.500', '.', '1.500'],
    ['1,500', ',', '1.500'],
    [',5', ',', '.5'],
    ['5,', ',', '5.'],
  ] as const)('%j with %j → %j', (input, separator, text) => {
    expect(readAmountText(input, separator)).toEqual({ kind: 'decimal', text })
  })

  it('names both readings of a separator that groups thousands where the visitor is', () => {
    expect(readAmountText('1.500', ',')).toEqual({
      kind: 'ambiguous',
      message: '“1.500” could mean 1,5 or 1500: type 1,5 or 1500.',
    })
    expect(readAmountText('1,250', '.')).toEqual({
      kind: 'ambiguous',
      message: '“1,250” could mean 1.25 or 1250: type 1.25 or 1250.',
    })
    expect(readAmountText('2,000', '.')).toEqual({
      kind: 'ambiguous',
      message: '“2,000” could mean 2 or 2000: type 2 or 2000.',
    })
  })

  it('asks for the amount without thousands separators', () => {
    for (const input of ['1,234.5', '1.234,5', '1,234,567']) {
      expect(readAmountText(input, '.')).toEqual({
        kind: 'grouped',
        message: 'Type the amount without thousands separators, with “.” before the decimals (e.g. 1234.5).',
      })
    }
    expect(readAmountText('1.234,5', ',')).toMatchObject({
      kind: 'grouped',
      message: expect.stringContaining('1234,5'),
    })
  })

  it.each(['abc', '-1', '1e3', '.', ',', '0x10', '1 000', 'Infinity', '0.000,', '0,000.5'])(
    '%j is not a number',
    (input) => {
      expect(readAmountText(input, ',')).toEqual({ kind: 'invalid' })
    },
  )
})

describe('validateAmount with the visitor’s separator', () => {
  const rules = { decimals: 18, balance: parseUnits('5000', 18), symbol: 'STK' }

  it('reads a decimal comma as the same amount as a decimal point', () => {
    const expected = { ok: true, value: parseUnits('1.5', 18) }
    expect(validateAmount('1,5', { ...rules, decimalSeparator: ',' })).toEqual(expected)
    expect(validateAmount('1.5', { ...rules, decimalSeparator: ',' })).toEqual(expected)
    expect(validateAmount('1,5', rules)).toEqual(expected)
  })

  it('refuses an ambiguous amount with both readings and keeps the decimals rule after normalising', () => {
    expect(validateAmount('1.500', { ...rules, decimalSeparator: ',' })).toEqual({
      ok: false,
      message: '“1.500” could mean 1,5 or 1500: type 1,5 or 1500.',
    })
    expect(validateAmount('0,0000000000000000001', { ...rules, decimalSeparator: ',' })).toEqual({
      ok: false,
      message: 'Amount can have at most 18 decimals.',
    })
  })
})

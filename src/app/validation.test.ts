import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGES, QUANTITY_MESSAGES, checkMintCost, validateAmount, validateQuantity } from './validation.ts'

const rules = { decimals: 18, balance: parseUnits('100', 18), symbol: 'STK' }

describe('validateAmount', () => {
  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['   ', AMOUNT_MESSAGES.required],
    ['abc', AMOUNT_MESSAGES.notNumber],
    ['-1', AMOUNT_MESSAGES.notNumber],
    ['1e3', AMOUNT_MESSAGES.notNumber],
    ['1,,5', AMOUNT_MESSAGES.notNumber],
    [',', AMOUNT_MESSAGES.notNumber],
    ['1.2.3', AMOUNT_MESSAGES.notNumber],
    ['0x10', AMOUNT_MESSAGES.notNumber],
    ['.', AMOUNT_MESSAGES.notNumber],
    ['Infinity', AMOUNT_MESSAGES.notNumber],
    ['0', AMOUNT_MESSAGES.notPositive],
    ['0.000', AMOUNT_MESSAGES.notPositive],
    ['0.0000000000000000001', AMOUNT_MESSAGES.tooManyDecimals],
    ['1.1234567890123456789', AMOUNT_MESSAGES.tooManyDecimals],
    ['100.000000000000000001', 'Amount is above your balance of 100 STK.'],
    ['101', 'Amount is above your balance of 100 STK.'],
  ])('%j → %s', (input, message) => {
    expect(validateAmount(input, rules)).toEqual({ ok: false, message })
  })

  it.each([
    ['1', parseUnits('1', 18)],
    [' 2.5 ', parseUnits('2.5', 18)],
    ['.5', parseUnits('0.5', 18)],
    ['5.', parseUnits('5', 18)],
    ['100', parseUnits('100', 18)],
    ['0.000000000000000001', 1n],
    ['007', parseUnits('7', 18)],
  ])('%j → ok', (input, value) => {
    expect(validateAmount(input, rules)).toEqual({ ok: true, value })
  })

  it('skips the balance check when no balance is known', () => {
    expect(validateAmount('1000000', { decimals: 18, symbol: 'STK' })).toEqual({
      ok: true,
      value: parseUnits('1000000', 18),
    })
  })

  it('names the decimals of a token that is not 18-decimal', () => {
    expect(validateAmount('1.234', { decimals: 2, symbol: 'X' })).toEqual({
      ok: false,
      message: 'Amount can have at most 2 decimals.',
    })
  })
})

describe('validateQuantity', () => {
  const open = { walletRemaining: 5n, supplyRemaining: 100n }
  it.each([
    ['', open, QUANTITY_MESSAGES.required],
    ['1.5', open, QUANTITY_MESSAGES.notWhole],
    ['-1', open, QUANTITY_MESSAGES.notWhole],
    ['0', open, QUANTITY_MESSAGES.notPositive],
    ['6', open, 'This wallet can mint 5 more.'],
    ['3', { walletRemaining: 5n, supplyRemaining: 2n }, 'Only 2 left in the collection.'],
    ['1', { walletRemaining: 0n, supplyRemaining: 10n }, QUANTITY_MESSAGES.limitReached],
    ['1', { walletRemaining: 5n, supplyRemaining: 0n }, QUANTITY_MESSAGES.soldOut],
  ])('%j with %o → %s', (input, limits, message) => {
    expect(validateQuantity(input, limits)).toEqual({ ok: false, message })
  })

  it('accepts a quantity within both limits', () => {
    expect(validateQuantity('5', open)).toEqual({ ok: true, value: 5n })
  })
})

describe('checkMintCost', () => {
  const price = parseUnits('0.01', 18)
  it('returns the total cost when the balance covers it', () => {
    expect(checkMintCost(2n, { price, nativeBalance: parseUnits('0.02', 18), symbol: 'ETH' })).toEqual({
      ok: true,
      value: parseUnits('0.02', 18),
    })
  })
  it('refuses before the wallet is asked when the balance is short', () => {
    expect(checkMintCost(3n, { price, nativeBalance: parseUnits('0.02', 18), symbol: 'ETH' })).toEqual({
      ok: false,
      message: 'Insufficient funds: the mint costs 0.03 ETH and this wallet holds 0.02 ETH.',
    })
  })
})

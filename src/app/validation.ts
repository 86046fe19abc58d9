/**
 * Form validation for staking amounts and mint quantities. Pure functions: input text in,
 * either the exact on-chain value or one clear message out. Units via viem's parseUnits; amounts in messages
 * by the app's one display rule (formatTokenAmount).
 */
import { parseUnits } from 'viem'
import { readAmountText } from './amountText.ts'
import { formatTokenAmount } from './format.ts'

export const AMOUNT_MESSAGES = {
  required: 'Enter an amount.',
  notNumber: 'Amount must be a positive number.',
  notPositive: 'Amount must be greater than 0.',
  tooManyDecimals: 'Amount can have at most 18 decimals.',
} as const

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string }

export interface AmountRules {
  /** Token decimals (18 for STK). */
  readonly decimals: number
  /** Spendable balance in the token's smallest unit; undefined skips the check (not connected). */
  readonly balance?: bigint
  /** Symbol used in the balance message. */
  readonly symbol: string
  /** The visitor's decimal separator (decimalSeparatorOf): '.' is read everywhere, ',' too where it is decimal. */
  readonly decimalSeparator?: '.' | ',' | undefined
}

export function aboveBalanceMessage(balance: bigint, decimals: number, symbol: string): string {
  return `Amount is above your balance of ${formatTokenAmount(balance, decimals)} ${symbol}.`
}

/**
 * Validates a typed token amount: required, a positive number (digits with one decimal separator, no signs or
 * exponents; an ambiguous '1.500' or a grouped '1,234.5' says how to type it), at most `decimals` decimals,
 * not above balance.
 */
export function validateAmount(input: string, rules: AmountRules): ValidationResult<bigint> {
  // Not text (a caller's slip: a number, a bigint, an object whose conversion throws) is no number either.
  if (typeof input !== 'string') return { ok: false, message: AMOUNT_MESSAGES.notNumber }
  const trimmed = input.trim()
  if (trimmed === '') return { ok: false, message: AMOUNT_MESSAGES.required }
  const read = readAmountText(trimmed, rules.decimalSeparator ?? '.')
  if (read.kind === 'invalid') return { ok: false, message: AMOUNT_MESSAGES.notNumber }
  if (read.kind !== 'decimal') return { ok: false, message: read.message }
  const text = read.text
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > rules.decimals) {
    return {
      ok: false,
      message:
        rules.decimals === 18 ? AMOUNT_MESSAGES.tooManyDecimals : `Amount can have at most ${rules.decimals} decimals.`,
    }
  }
  const value = parseUnits(text.endsWith('.') ? text.slice(0, -1) : text, rules.decimals)
  if (value <= 0n) return { ok: false, message: AMOUNT_MESSAGES.notPositive }
  if (rules.balance !== undefined && value > rules.balance) {
    return { ok: false, message: aboveBalanceMessage(rules.balance, rules.decimals, rules.symbol) }
  }
  return { ok: true, value }
}

export const QUANTITY_MESSAGES = {
  required: 'Choose how many to mint.',
  notWhole: 'Quantity must be a whole number.',
  notPositive: 'Quantity must be at least 1.',
  soldOut: 'The collection is sold out.',
  limitReached: 'This wallet has reached its mint limit.',
} as const

export interface QuantityRules {
  /** Tokens this wallet may still mint (maxPerWallet - mintedBy). */
  readonly walletRemaining: bigint
  /** Tokens left in the collection (maxSupply - totalSupply). */
  readonly supplyRemaining: bigint
}

/** Validates a mint quantity against the per-wallet limit and the remaining supply. */
export function validateQuantity(input: string, rules: QuantityRules): ValidationResult<bigint> {
  if (rules.supplyRemaining <= 0n) return { ok: false, message: QUANTITY_MESSAGES.soldOut }
  if (rules.walletRemaining <= 0n) return { ok: false, message: QUANTITY_MESSAGES.limitReached }
  if (typeof input !== 'string') return { ok: false, message: QUANTITY_MESSAGES.notWhole }
  const text = input.trim()
  if (text === '') return { ok: false, message: QUANTITY_MESSAGES.required }
  if (!/^\d+$/.test(text)) return { ok: false, message: QUANTITY_MESSAGES.notWhole }
  const value = BigInt(text)
  if (value < 1n) return { ok: false, message: QUANTITY_MESSAGES.notPositive }
  if (value > rules.supplyRemaining)
    return { ok: false, message: `Only ${rules.supplyRemaining} left in the collection.` }
  if (value > rules.walletRemaining)
    return { ok: false, message: `This wallet can mint ${rules.walletRemaining} more.` }
  return { ok: true, value }
}

export interface CostRules {
  readonly price: bigint
  readonly nativeBalance: bigint
  readonly symbol: string
}

/** Total cost of a mint, and whether the native balance covers it (before the wallet is asked). */
export function checkMintCost(quantity: bigint, rules: CostRules): ValidationResult<bigint> {
  const cost = rules.price * quantity
  if (cost > rules.nativeBalance) {
    return {
      ok: false,
      message: `Insufficient funds: the mint costs ${formatTokenAmount(cost, 18)} ${rules.symbol} and this wallet holds ${formatTokenAmount(rules.nativeBalance, 18)} ${rules.symbol}.`,
    }
  }
  return { ok: true, value: cost }
}

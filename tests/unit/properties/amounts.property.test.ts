/** Token amounts typed by a person (validateAmount) and the app's amount formats that must read back the same. */
import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount, formatTokenAmountExact } from '../../../src/app/format.ts'
import { AMOUNT_MESSAGES, QUANTITY_MESSAGES, validateAmount, validateQuantity } from '../../../src/app/validation.ts'
import { formatBalance } from '../../../src/wallet/format/formatBalance.ts'
import { FormatError } from '../../../src/wallet/format/FormatError.ts'
import { HOSTILE_MAX_LENGTH, untrustedValue } from './hostileValues.ts'
import { inTime, PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const decimals = fc.integer({ min: 0, max: 36 })
const amount = fc.bigInt({ min: 0n, max: 10n ** 40n })
/** What people type: digits, points, commas, signs, spaces, exponents, other scripts' digits, and long runs of them. */
const typed = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom('0', '1', '9', '.', ',', ' ', '-', '+', 'e', '\u0661', '\u00a0', '_'),
    maxLength: 60,
  }),
  fc.stringMatching(/^\s*[0-9]{0,30}(\.[0-9]{0,40})?\.?\s*$/),
  fc.string({ unit: fc.constantFrom('0', '9', '.'), minLength: 1000, maxLength: 5000 }),
)
const knownMessages = new Set<string>(Object.values(AMOUNT_MESSAGES))
const separator = fc.constantFrom<'.' | ','>('.', ',')
/** readAmountText's answers to a grouped or an ambiguous amount (src/app/amountText.ts). */
const typingAdvice = (message: string): boolean =>
  /^Type the amount without thousands separators, with “[.,]” before the decimals \(e\.g\. 1234[.,]5\)\.$/.test(
    message,
  ) || /^“[^”]*” could mean \S+ or \S+: type \S+ or \S+\.$/.test(message)
const ungroup = (text: string): string => text.replaceAll(',', '')

describe('validateAmount (the stake and unstake amount fields)', () => {
  it('answers any text with a value or one of its messages, never throws, in time', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(typed, decimals, amount, separator, (text, tokenDecimals, balance, decimalSeparator) => {
        const rules = { decimals: tokenDecimals, balance, symbol: 'STK', decimalSeparator }
        const result = inTime(() => validateAmount(text, rules), text.length)
        if (result.ok) return result.value > 0n && result.value <= balance
        return (
          knownMessages.has(result.message) ||
          typingAdvice(result.message) ||
          /^Amount can have at most \d+ decimals\.$/.test(result.message) ||
          result.message.startsWith('Amount is above your balance of ')
        )
      }),
      runParameters(),
    )
  })

  it('reads back every amount written out in full (formatUnits, and the exact figure the app shows)', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        amount.filter((value) => value > 0n),
        decimals,
        (value, tokenDecimals) => {
          const rules = { decimals: tokenDecimals, symbol: 'STK' }
          const fromUnits = validateAmount(formatUnits(value, tokenDecimals), rules)
          const fromExact = validateAmount(ungroup(formatTokenAmountExact(value, tokenDecimals)), rules)
          return fromUnits.ok && fromUnits.value === value && fromExact.ok && fromExact.value === value
        },
      ),
      runParameters(),
    )
  })

  it('the rounded figure never reads back as more than is held', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(amount, decimals, (value, tokenDecimals) => {
        const shown = formatTokenAmount(value, tokenDecimals)
        if (shown.startsWith('<')) return value > 0n && value * 10_000n < 10n ** BigInt(tokenDecimals)
        const read = validateAmount(ungroup(shown), { decimals: Math.max(tokenDecimals, 4), symbol: 'STK' })
        const back = read.ok ? read.value : 0n
        // validateAmount scaled to at least 4 decimals: bring the value to the same scale.
        const scaled = value * 10n ** BigInt(Math.max(0, 4 - tokenDecimals))
        return back <= scaled
      }),
      runParameters(),
    )
  })
})

describe('the amount and quantity fields on any value', () => {
  it('validateAmount and validateQuantity answer any value (a bigint, a Proxy, a huge string) with a value or a message', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(untrustedValue, amount, (value, limit) =>
        inTime(() => {
          const typedAmount = validateAmount(value.make() as string, { decimals: 18, balance: limit, symbol: 'STK' })
          const rules = { walletRemaining: limit, supplyRemaining: limit }
          const quantity = validateQuantity(value.make() as string, rules)
          return (
            (typedAmount.ok ? typedAmount.value > 0n : typedAmount.message !== '') &&
            (quantity.ok ? quantity.value >= 1n : quantity.message !== '')
          )
        }, HOSTILE_MAX_LENGTH),
      ),
      runParameters(),
    )
  })

  it('a value that is not text is not a number (examples the property found)', () => {
    const rules = { decimals: 18, symbol: 'STK' }
    expect(validateAmount(10n as unknown as string, rules)).toEqual({ ok: false, message: AMOUNT_MESSAGES.notNumber })
    expect(validateQuantity(Symbol('x') as unknown as string, { walletRemaining: 5n, supplyRemaining: 5n })).toEqual({
      ok: false,
      message: QUANTITY_MESSAGES.notWhole,
    })
  })
})

describe('formatBalance (the header balance)', () => {
  it('formats any text or number or throws FormatError, in time', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(
        fc.oneof(typed, fc.double(), fc.stringMatching(/^-?[0-9]{0,30}(\.[0-9]{0,30})?(e[+-]?[0-9]{1,3})?$/)),
        (input) => {
          const length = typeof input === 'string' ? input.length : 30
          const outcome = returnsOrThrows(() => formatBalance(input), FormatError, length)
          return !outcome.ok || /^-?[0-9][0-9,]*(\.[0-9]+)?[kmbt]?$/.test(outcome.value)
        },
      ),
      runParameters(),
    )
  })

  it('never shows more than is held', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(amount, (value) => {
        const held = formatUnits(value, 18)
        const shown = formatBalance(held)
        const power = { k: 3, m: 6, b: 9, t: 12 }[shown.slice(-1)] ?? 0
        const digits = ungroup(power ? shown.slice(0, -1) : shown)
        const [integer = '0', fraction = ''] = digits.split('.')
        // shown × 10^power, in units of 10^-18
        const shownUnits = BigInt(integer + fraction.padEnd(18, '0')) * 10n ** BigInt(power)
        return shownUnits <= value
      }),
      runParameters(),
    )
  })
})

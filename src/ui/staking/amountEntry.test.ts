/**
 * Max's class: the field shows the balance as people read it while the stake is of every wei of it. For any
 * balance and either decimal separator, the field text has the display rule's decimals and reads back as the
 * 'Balance:' line's figure, and what is validated is exactly the balance.
 */
import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { STK_DECIMALS, TOKEN_DISPLAY_DECIMALS, formatTokenAmount, validateAmount } from '../../app/index.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../../../tests/unit/properties/propertyRuns.ts'
import { EMPTY_ENTRY, MAX_ENTRY, entryFieldText, entryToValidate, maxFieldText, showsAmountError } from './amountEntry'

const SMALLEST_SHOWN = 10n ** BigInt(STK_DECIMALS - TOKEN_DISPLAY_DECIMALS)
const balance = fc.oneof(
  fc.bigInt({ min: 1n, max: 10n ** 40n }),
  fc.bigInt({ min: 1n, max: SMALLEST_SHOWN * 2n }),
  fc.bigInt({ min: 1n, max: 40n }).map((digits) => 10n ** digits - 1n),
)
const separator = fc.constantFrom<'.' | ','>('.', ',')

describe('Max', () => {
  it(
    'validates to the exact balance, whatever the visitor’s separator',
    () => {
      fc.assert(
        fc.property(balance, separator, (wei, visitorSeparator) => {
          const entered = entryToValidate(MAX_ENTRY, wei, visitorSeparator)
          const result = validateAmount(entered.text, {
            decimals: STK_DECIMALS,
            symbol: 'STK',
            decimalSeparator: entered.decimalSeparator,
            balance: wei,
          })
          expect(result).toEqual({ ok: true, value: wei })
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'shows at most the display decimals, the Balance line’s figure without grouping, never more than there is',
    () => {
      fc.assert(
        fc.property(balance, (wei) => {
          const text = entryFieldText(MAX_ENTRY, wei)
          const shown = parseUnits(text, STK_DECIMALS)
          expect(shown <= wei).toBe(true)
          if (wei >= SMALLEST_SHOWN) {
            expect(text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(TOKEN_DISPLAY_DECIMALS)
            expect(text).toBe(formatTokenAmount(wei).replaceAll(',', ''))
            expect(wei - shown < SMALLEST_SHOWN).toBe(true)
          } else {
            // Below what the rule shows, every digit: a field that reads '0' would stake nothing in the person's eyes.
            expect(shown).toBe(wei)
          }
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('fills the example of the Balance line', () => {
    expect(maxFieldText(10_000_069_863_013_698_630_136n)).toBe('10000.0698')
    expect(maxFieldText(10n ** 18n)).toBe('1')
    expect(maxFieldText(12n)).toBe('0.000000000000000012')
  })
})

describe('typed text', () => {
  it('is validated as typed, with the visitor’s separator', () => {
    expect(entryToValidate({ kind: 'typed', text: '1,5' }, 0n, ',')).toEqual({ text: '1,5', decimalSeparator: ',' })
    expect(entryFieldText({ kind: 'typed', text: '1,5' }, 7n)).toBe('1,5')
  })

  it('is no error while empty until a submit; anything typed is judged at once', () => {
    const table: readonly [string, boolean, boolean][] = [
      ['', false, false],
      ['   ', false, false],
      ['', true, true],
      ['0', false, true],
      ['abc', false, true],
    ]
    for (const [text, submitted, shows] of table) expect(showsAmountError(text, submitted)).toBe(shows)
    expect(entryFieldText(EMPTY_ENTRY, 5n)).toBe('')
  })
})

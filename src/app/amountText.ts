/**
 * Reads a typed amount written with the visitor's decimal separator: '1.5' everywhere, '1,5' as well (a
 * comma before one, two or four-plus digits cannot be a thousands separator). Where one reading is a
 * fraction and the other a thousands group ('1.500' for a German visitor, '1,500' for an English one),
 * nothing is guessed: the result names both readings and the two ways to type them.
 */

/** The decimal separator of a locale ('.' or ','), from Intl; '.' for anything else. */
export function decimalSeparatorOf(locale: string | undefined): '.' | ',' {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5)
    return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.'
  } catch {
    // an invalid locale tag (RangeError): the plain form
    return '.'
  }
}

export type AmountText =
  /** Plain decimal with '.', ready for viem's parseUnits. */
  | { kind: 'decimal'; text: string }
  | { kind: 'ambiguous'; message: string }
  | { kind: 'grouped'; message: string }
  | { kind: 'invalid' }

const ONE_SEPARATOR = /^(\d*)([.,])(\d*)$/
/**
 * Thousands grouped with one separator ('1,234,567'), maybe a fraction after the other ('1.234,5'). The first
 * group has no leading zero: '0.000,5' is not a grouped number, so it is not answered as one.
 */
const GROUPED = /^[1-9]\d{0,2}([.,])\d{3}(?:\1\d{3})*(?:(?!\1)[.,]\d*)?$/

/** Normalises `input` (already trimmed) to a '.' decimal, or says why it cannot. */
export function readAmountText(input: string, decimalSeparator: '.' | ','): AmountText {
  if (/^\d+$/.test(input)) return { kind: 'decimal', text: input }
  const match = ONE_SEPARATOR.exec(input)
  if (match) {
    const [, integer = '', separator, fraction = ''] = match
    if (integer === '' && fraction === '') return { kind: 'invalid' }
    // Only the separator the visitor's locale groups thousands with makes '1.500' / '1,500' ambiguous.
    const groupsHere = separator !== decimalSeparator
    if (groupsHere && /^[1-9]\d{0,2}$/.test(integer) && fraction.length === 3) {
      const kept = fraction.replace(/0+$/, '')
      const asFraction = kept ? `${integer}${decimalSeparator}${kept}` : integer
      const asWhole = `${integer}${fraction}`
      return {
        kind: 'ambiguous',
        message: `“${input}” could mean ${asFraction} or ${asWhole}: type ${asFraction} or ${asWhole}.`,
      }
    }
    return { kind: 'decimal', text: `${integer}.${fraction}` }
  }
  if (GROUPED.test(input)) {
    return {
      kind: 'grouped',
      message: `Type the amount without thousands separators, with “${decimalSeparator}” before the decimals (e.g. 1234${decimalSeparator}5).`,
    }
  }
  return { kind: 'invalid' }
}

import { FormatError } from './FormatError.ts'

/** Suffixes by power of 1000. */
const SUFFIXES = ['k', 'm', 'b', 't'] as const
const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * A balance for display: under 1: 3 decimals; under 100: 2; under 10 000: 1 (with
 * thousands separators); larger: 1 decimal with k, m, b or t. Digits are cut, never rounded up, so
 * a balance never shows more than is held. Accepts a number or a decimal string (e.g. formatUnits).
 * @example formatBalance('1234.5678') // '1,234.5'; formatBalance(2_500_000) // '2.5m'
 */
export function formatBalance(value: number | string): string {
  const { negative, integer, fraction } = parseDecimal(value)
  const text = formatMagnitude(integer, fraction)
  // A value cut down to zero shows no sign ('-0' means nothing to a reader).
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

function formatMagnitude(integer: string, fraction: string): string {
  const whole = BigInt(integer)
  if (whole < 1n) return cut(integer, fraction, 3)
  if (whole < 100n) return cut(integer, fraction, 2)
  if (whole < 10_000n) return groupThousands(cut(integer, fraction, 1))
  const unitIndex = Math.min(Math.floor((integer.length - 1) / 3), SUFFIXES.length) - 1
  const shift = (unitIndex + 1) * 3
  const scaledInteger = integer.slice(0, integer.length - shift)
  const scaledFraction = integer.slice(integer.length - shift) + fraction
  return `${cut(scaledInteger, scaledFraction, 1)}${SUFFIXES[unitIndex]}`
}

/** integer + fraction cut to `digits` decimals, trailing zeros and a bare point dropped. */
function cut(integer: string, fraction: string, digits: number): string {
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  return kept ? `${integer}.${kept}` : integer
}

function groupThousands(text: string): string {
  const [integer = '', fraction] = text.split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

function parseDecimal(value: number | string): { negative: boolean; integer: string; fraction: string } {
  // Neither a number nor a string is refused before any conversion: a caller's toString may throw.
  const text =
    typeof value === 'number'
      ? numberToPlain(value)
      : typeof value === 'string'
        ? numericStringToPlain(value)
        : undefined
  const match = text === undefined ? null : PLAIN_DECIMAL.exec(text)
  if (!match || !/\d/.test(text ?? ''))
    throw new FormatError(
      'INVALID_BALANCE',
      `Invalid balance: ${typeof value === 'string' ? JSON.stringify(value.slice(0, 64)) : typeof value === 'number' ? String(value) : typeof value}`,
    )
  const integer = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0'
  return { negative: match[1] === '-', integer, fraction: match[3] ?? '' }
}

function numberToPlain(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/** Plain decimal strings pass through exactly; exponent forms ('1e-7') go through Number. */
function numericStringToPlain(value: string): string | undefined {
  const trimmed = value.trim()
  if (PLAIN_DECIMAL.test(trimmed)) return trimmed
  return /^-?\d+(\.\d+)?e[+-]?\d+$/i.test(trimmed) ? numberToPlain(Number(trimmed)) : undefined
}

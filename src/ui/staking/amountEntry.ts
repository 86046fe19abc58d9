import { formatUnits } from 'viem'
import { STK_DECIMALS, TOKEN_DISPLAY_DECIMALS } from '../../app/index.ts'

/**
 * The stake amount field: what the person typed, or the whole balance chosen with Max. Max stays the whole
 * balance (every wei, whatever the field shows) until the person edits the field: then it is their number.
 */
export type AmountEntry = { readonly kind: 'typed'; readonly text: string } | { readonly kind: 'max' }

export const EMPTY_ENTRY: AmountEntry = { kind: 'typed', text: '' }
export const MAX_ENTRY: AmountEntry = { kind: 'max' }

/**
 * What Max shows in the field: the balance cut to the display rule's decimals without grouping ('10000.0698'),
 * like the 'Balance:' line beside it; every digit when the cut would read 0 (a balance below 0.0001).
 */
export function maxFieldText(balance: bigint, decimals = STK_DECIMALS): string {
  const exact = formatUnits(balance, decimals)
  const [integer = '0', fraction = ''] = exact.split('.')
  const kept = fraction.slice(0, TOKEN_DISPLAY_DECIMALS).replace(/0+$/, '')
  const text = kept ? `${integer}.${kept}` : integer
  return text === '0' && balance !== 0n ? exact : text
}

/** The field's text for the person. */
export function entryFieldText(entry: AmountEntry, balance: bigint): string {
  return entry.kind === 'max' ? maxFieldText(balance) : entry.text
}

/**
 * The text to validate and the separator to read it with: Max validates the exact balance (written with '.',
 * so no locale reads its digits as a thousands group), typed text is read with the visitor's separator.
 */
export function entryToValidate(
  entry: AmountEntry,
  balance: bigint,
  visitorSeparator: '.' | ',',
): { readonly text: string; readonly decimalSeparator: '.' | ',' } {
  return entry.kind === 'max'
    ? { text: formatUnits(balance, STK_DECIMALS), decimalSeparator: '.' }
    : { text: entry.text, decimalSeparator: visitorSeparator }
}

/** An empty field is no error until a submit: what is wrong is said once something is typed, or on submit. */
export function showsAmountError(fieldText: string, submitted: boolean): boolean {
  return submitted || fieldText.trim() !== ''
}

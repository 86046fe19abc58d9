import { decimalSeparatorOf } from '../../app/index.ts'

/**
 * The visitor's decimal separator, from the browser's first language. Forms read it only to parse what was
 * typed, so the prerendered markup (empty fields) is the same whatever the server's language.
 */
export function visitorDecimalSeparator(): '.' | ',' {
  return decimalSeparatorOf(typeof navigator === 'undefined' ? undefined : navigator.language)
}

// The theme is the app's: the wallet module has no UI, only the error class these checks share with its format helpers.
import { FormatError } from '../../wallet/index.ts'

const ID_PATTERN = /^[a-zA-Z0-9_]+$/

/** Theme ids may contain only letters, digits and underscores (else 'Invalid ID'). */
export function assertValidId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) throw new FormatError('INVALID_ID', 'Invalid ID')
}

/**
 * A theme must be a plain object of values, not a function. Returns it typed.
 * @example assertTheme({ accentColor: '#0e76fd' })
 */
export function assertTheme<T extends object>(theme: T | ((...args: never[]) => unknown)): T {
  if (typeof theme === 'function') {
    throw new FormatError('INVALID_THEME', 'A theme must be an object, not a function')
  }
  if (typeof theme !== 'object' || theme === null || Array.isArray(theme)) {
    throw new FormatError('INVALID_THEME', 'A theme must be an object')
  }
  return theme
}

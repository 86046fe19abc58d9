import { describe, expect, it } from 'vitest'
import { FormatError } from '../../wallet/index.ts'
import { assertTheme, assertValidId } from './themeChecks.ts'

describe('theme validation', () => {
  it.each(['light', 'dark_2', 'A', '0'])('accepts id %j', (id) => {
    expect(() => assertValidId(id)).not.toThrow()
  })

  it.each(['', 'dark-mode', 'my theme', 'ünï', 'a.b', 7, null])('rejects id %j with "Invalid ID"', (id) => {
    expect(() => assertValidId(id)).toThrow(new FormatError('INVALID_ID', 'Invalid ID'))
  })

  it('accepts an object theme and returns it', () => {
    const theme = { accentColor: '#0e76fd' }
    expect(assertTheme(theme)).toBe(theme)
  })

  it('rejects a function theme', () => {
    expect(() => assertTheme(() => ({}))).toThrow('A theme must be an object, not a function')
  })

  it.each([null, 'dark', 3, [1]])('rejects a non-object theme %j', (theme) => {
    expect(() => assertTheme(theme as object)).toThrow('A theme must be an object')
  })
})

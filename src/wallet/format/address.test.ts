import { describe, expect, it } from 'vitest'
import { isHexAddress, MAX_NAME_LENGTH, shortenAddress, truncateName } from './address.ts'
import { FormatError } from './FormatError.ts'
import { formatBalance } from './formatBalance.ts'

describe('address and name display', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf3…2266'],
    ['0x12345678', '0x12…5678'],
    ['12345678', '1234…5678'],
    ['1234567', '1234567'],
    ['', ''],
  ])('shortenAddress(%j) → %j', (input, expected) => {
    expect(shortenAddress(input)).toBe(expected)
  })

  it('truncates names longer than 24 characters', () => {
    expect(MAX_NAME_LENGTH).toBe(24)
    expect(truncateName('vitalik.eth')).toBe('vitalik.eth')
    expect(truncateName(`${'a'.repeat(20)}.eth`)).toBe(`${'a'.repeat(20)}.eth`) // exactly 24
    expect(truncateName(`${'a'.repeat(21)}.eth`)).toBe(`${'a'.repeat(20)}….eth`)
    expect(truncateName('b'.repeat(30))).toBe(`${'b'.repeat(24)}…`)
    expect(truncateName(`sub.${'c'.repeat(30)}.xyz`)).toBe(`sub.${'c'.repeat(16)}….xyz`)
  })

  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266', true],
    [`0x${'0'.repeat(40)}`, true],
    [`0x${'0'.repeat(39)}`, false],
    [`0x${'0'.repeat(41)}`, false],
    ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    ['0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    [42, false],
    [undefined, false],
  ])('isHexAddress(%j) → %s', (input, expected) => {
    expect(isHexAddress(input)).toBe(expected)
  })
})

describe('display helpers given something that is not a string', () => {
  it('an example the property found', () => {
    // Reading `length` of undefined threw a TypeError; formatBalance read `trim` of it.
    expect(() => shortenAddress(undefined as unknown as string)).toThrow(FormatError)
    expect(() => truncateName(Symbol('name') as unknown as string)).toThrow(
      expect.objectContaining({ code: 'INVALID_TEXT' }),
    )
    expect(() => formatBalance(undefined as unknown as string)).toThrow(FormatError)
    expect(() => formatBalance(Symbol('balance') as unknown as string)).toThrow(FormatError)
  })
})

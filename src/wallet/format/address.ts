import type { Address } from 'viem'
import { FormatError } from './FormatError.ts'

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** True for 0x plus 40 hex digits; any letter case, checksum not enforced. */
export function isHexAddress(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS_PATTERN.test(value)
}

/**
 * Address shortened for display: 8 or more characters show the first 4 and the
 * last 4 around an ellipsis, the 0x included. @example shortenAddress('0x1234…abcd') // '0x12…abcd'
 */
export function shortenAddress(address: string): string {
  requireText(address, 'shortenAddress')
  if (address.length < 8) return address
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

export const MAX_NAME_LENGTH = 24

/**
 * A name (e.g. ENS) longer than 24 characters cut to 24 characters plus an ellipsis; a short
 * top-level suffix stays visible. @example truncateName('averyveryveryverylongname.eth') // 'averyveryveryverylon….eth'
 */
export function truncateName(name: string): string {
  requireText(name, 'truncateName')
  if (name.length <= MAX_NAME_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const suffix = dot > 0 && name.length - dot <= 8 ? name.slice(dot) : ''
  return `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}…${suffix}`
}

/** Callers may pass anything at run time: refuse a non-string before reading `length` of it. */
function requireText(value: unknown, helper: string): asserts value is string {
  if (typeof value !== 'string') throw new FormatError('INVALID_TEXT', `${helper} takes a string, not ${typeof value}`)
}

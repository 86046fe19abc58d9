import type { Address } from 'viem'
import { guardedConfig } from '../errors/boundary.ts'
import { InvalidAddressError, WalletConfigError } from '../errors/configErrors.ts'
import {
  ACCOUNT_COOKIE,
  ACCOUNT_COOKIE_MAX_AGE_S,
  ADDRESS,
  type AccountCookieOptions,
  cookieAttributes,
} from './accountCookie.ts'

/**
 * The `document.cookie` assignment that remembers `address`, or forgets the account when `address` is undefined.
 * Throws InvalidAddressError for anything but a 20-byte hex address, WalletConfigError for a path that would add
 * attributes or options that cannot be read.
 */
export function accountCookie(address: Address | undefined, options: AccountCookieOptions = {}): string {
  if (address !== undefined && (typeof address !== 'string' || !ADDRESS.test(address))) {
    throw new InvalidAddressError(address, { details: 'Only a 20-byte hex address is remembered.' })
  }
  const { path, secure } = guardedConfig('accountCookie', () => ({ path: options.path || '/', secure: options.secure }))
  if (typeof path !== 'string' || !/^\/[^;\s]*$/.test(path)) {
    throw new WalletConfigError(
      `A cookie path starts with '/' and has no ';' or space: ${typeof path === 'string' ? path : typeof path}`,
    )
  }
  const attributes = cookieAttributes(path, secure)
  const lifetime = address === undefined ? 'Max-Age=0' : `Max-Age=${ACCOUNT_COOKIE_MAX_AGE_S}`
  return [`${ACCOUNT_COOKIE}=${address ?? ''}`, lifetime, ...attributes].join('; ')
}

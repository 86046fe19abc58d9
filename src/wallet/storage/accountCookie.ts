import type { Address } from 'viem'
import { guardedConfig } from '../errors/boundary.ts'
import { InvalidAddressError, WalletConfigError } from '../errors/configErrors.ts'

/**
 * The account a page may render at its first byte: a cookie the app writes while a wallet is connected, so a server
 * (or a prerendered page's variant) can show a returning visitor's address before any script runs, as wagmi's
 * `cookieStorage` does for server rendering. It names a public address only: it proves nothing and grants nothing;
 * the wallet's own answer (`reconnect()`) decides what the page then shows.
 */
export const ACCOUNT_COOKIE = 'wallet_account'

/** How long the cookie outlives the tab (30 days), like a saved session that was never disconnected. */
const ACCOUNT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The account in a `Cookie` header (or `document.cookie`), or undefined when it is absent, repeated with different
 * values, or not a 20-byte hex address: a page never renders what it cannot vouch is an address.
 */
export function accountFromCookie(cookieHeader: string | undefined): Address | undefined {
  // A caller may pass anything at run time: only a string is read (split on another value runs its code).
  if (typeof cookieHeader !== 'string' || !cookieHeader) return undefined
  const values = new Set<string>()
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== ACCOUNT_COOKIE) continue
    values.add(part.slice(separator + 1).trim())
  }
  const [value] = values
  return values.size === 1 && value !== undefined && ADDRESS.test(value) ? (value as Address) : undefined
}

export interface AccountCookieOptions {
  /** The app's base path ('/' by default): the pages that may render the account. */
  readonly path?: string
  /** Sent over https only; set it when the page is served over https. */
  readonly secure?: boolean
}

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
  const attributes = [`Path=${path}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  const lifetime = address === undefined ? 'Max-Age=0' : `Max-Age=${ACCOUNT_COOKIE_MAX_AGE_S}`
  return [`${ACCOUNT_COOKIE}=${address ?? ''}`, lifetime, ...attributes].join('; ')
}

import type { Address } from 'viem'

/**
 * The account a page may render at its first byte: a cookie the app writes while a wallet is connected, so a server
 * (or a prerendered page's variant) can show a returning visitor's address before any script runs, as wagmi's
 * `cookieStorage` does for server rendering. It names a public address only: it proves nothing and grants nothing;
 * the wallet's own answer (`reconnect()`) decides what the page then shows.
 */
export const ACCOUNT_COOKIE = 'wallet_account'

// This file is read by the startup code of a page (main.tsx): it imports no error class, and so none of viem.
// The validating writer, which throws the package's typed errors, is accountCookieWriter.ts.

/** How long the cookie outlives the tab (30 days), like a saved session that was never disconnected. */
export const ACCOUNT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export const ADDRESS = /^0x[0-9a-fA-F]{40}$/

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

/** The cookie's attributes for a path already checked. */
export function cookieAttributes(path: string, secure: boolean | undefined): string[] {
  return [`Path=${path}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
}

/**
 * The `document.cookie` assignment that forgets the account. Never throws: options it cannot read, or a path that
 * would add attributes, forget the cookie at '/'.
 */
export function forgetAccountCookie(options: AccountCookieOptions = {}): string {
  let path = '/'
  let secure = false
  try {
    const given: unknown = options.path
    if (typeof given === 'string' && /^\/[^;\s]*$/.test(given)) path = given
    secure = options.secure === true
  } catch {
    // Options that throw when read: the defaults.
  }
  return [`${ACCOUNT_COOKIE}=`, 'Max-Age=0', ...cookieAttributes(path, secure)].join('; ')
}

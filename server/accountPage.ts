import type { Address } from 'viem'
import { shortenAddress } from '../src/wallet/index.ts'

/**
 * The folder of the build (dist/_account/) holding each prerendered page as served for a returning visitor: the
 * header already names an account (scripts/vite/prerenderPlugin.ts renders it for VARIANT_ACCOUNT).
 */
export const ACCOUNT_VARIANT_DIR = '_account'

/** The stand-in account the variants are rendered for; only its short address appears in them. */
export const VARIANT_ACCOUNT: Address = '0x5eed00000000000000000000000000000000f00d'

/**
 * A variant page served for `account` (read by the wallet module's `accountFromCookie`, so a 20-byte hex address):
 * the stand-in's short address swapped for the visitor's, which is what the browser's first render shows too.
 */
export function accountPage(variant: string, account: Address): string {
  return variant.replaceAll(shortenAddress(VARIANT_ACCOUNT), shortenAddress(account))
}

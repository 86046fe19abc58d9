/** Checks a transaction's `to` before anything is sent: a wallet must never be asked with a malformed address. */
import { isAddress } from 'viem'
import { InvalidAddressError } from '../errors/configErrors.ts'

/** `to` may be absent (a contract deployment); when present it must be a 20-byte hex address (any case). */
export function assertRecipient(to: unknown): void {
  if (to === undefined) return
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) throw new InvalidAddressError(to)
}

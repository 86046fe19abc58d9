/** Checks the shape of wallet answers: a wallet is untrusted input. */
import { getAddress, isAddress, type Address } from 'viem'
import { InvalidWalletResponseError } from '../errors/rpcErrors.ts'

/** An account list (eth_accounts, eth_requestAccounts, accountsChanged), checksummed. */
export function parseAccounts(value: unknown, method = 'eth_accounts'): Address[] {
  if (!Array.isArray(value)) throw new InvalidWalletResponseError(method, { details: `expected an array, got ${typeof value}` })
  return value.map((item: unknown) => {
    if (typeof item !== 'string' || !isAddress(item, { strict: false })) {
      throw new InvalidWalletResponseError(method, { details: `not an address: ${String(item)}` })
    }
    return getAddress(item)
  })
}

/** A chain id as hex string (EIP-695), decimal string or number. */
export function parseChainId(value: unknown, method = 'eth_chainId'): number {
  const id = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidWalletResponseError(method, { details: `not a chain id: ${String(value)}` })
  }
  return id
}

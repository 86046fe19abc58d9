/** Checks the shape of wallet answers: a wallet is untrusted input. */
import { getAddress, isAddress, type Address } from 'viem'
import { guarded } from '../errors/boundary.ts'
import { InvalidWalletResponseError } from '../errors/rpcErrors.ts'

/** An account list (eth_accounts, eth_requestAccounts, accountsChanged), checksummed. */
export function parseAccounts(value: unknown, method = 'eth_accounts'): Address[] {
  const name = methodName(method, 'eth_accounts')
  // A wallet's answer may be a Proxy or carry getters that throw: that is an unreadable answer too.
  return guarded(
    () => readAccounts(value, name),
    (cause) => new InvalidWalletResponseError(name, { details: 'the answer could not be read', cause }),
  )
}

function readAccounts(value: unknown, method: string): Address[] {
  if (!Array.isArray(value))
    throw new InvalidWalletResponseError(method, { details: `expected an array, got ${typeof value}` })
  return value.map((item: unknown) => {
    if (typeof item !== 'string' || !isAddress(item, { strict: false })) {
      throw new InvalidWalletResponseError(method, { details: `not an address: ${describe(item)}` })
    }
    return getAddress(item)
  })
}

/** A chain id: a 0x-hex string (EIP-695), a string of decimal digits, or a safe integer; nothing else ('1e3', '0b1111', '0o17', ' 1'). */
export function parseChainId(value: unknown, method = 'eth_chainId'): number {
  const name = methodName(method, 'eth_chainId')
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-f]{1,14}$/i.test(value)
        ? Number.parseInt(value.slice(2), 16)
        : typeof value === 'string' && /^[0-9]{1,16}$/.test(value)
          ? Number(value)
          : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidWalletResponseError(name, { details: `not a chain id: ${describe(value)}` })
  }
  return id
}

/** The method named in the error; a caller may pass anything at run time. */
function methodName(method: unknown, fallback: string): string {
  return typeof method === 'string' ? method : fallback
}

function describe(value: unknown): string {
  try {
    return typeof value === 'string'
      ? JSON.stringify(value.slice(0, 80))
      : typeof value === 'number'
        ? String(value)
        : typeof value
  } catch {
    return 'unreadable value'
  }
}

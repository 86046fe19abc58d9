import type { Address } from 'viem'

/** An address with code stays a contract; one without may be deployed later, so that answer is kept briefly. */
export const HAS_CODE_TTL_MS = 60 * 60 * 1000
export const NO_CODE_TTL_MS = 60 * 1000
const MAX_ENTRIES = 10_000

/**
 * Remembers per chain and address whether there is contract code, so repeated junk signatures for one
 * account cost at most one eth_getCode a minute, however many arrive at once (a lookup in flight is shared).
 * Bounded: the oldest entry goes first.
 */
export function createCodeCache<Caller>(
  lookup: (chainId: number, address: Address, caller: Caller) => Promise<boolean>,
  now: () => number = Date.now,
) {
  const entries = new Map<string, { hasCode: boolean; until: number }>()
  const pending = new Map<string, Promise<boolean>>()
  const remember = (key: string, hasCode: boolean): void => {
    entries.delete(key)
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, { hasCode, until: now() + (hasCode ? HAS_CODE_TTL_MS : NO_CODE_TTL_MS) })
  }
  return {
    /** `caller` is whom a lookup is made for (its budget pays); a cached answer or one in flight costs nothing. */
    hasCode(chainId: number, address: Address, caller: Caller): Promise<boolean> {
      const key = `${chainId}:${address.toLowerCase()}`
      const cached = entries.get(key)
      if (cached && cached.until > now()) return Promise.resolve(cached.hasCode)
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const asked = lookup(chainId, address, caller)
        .then((hasCode) => {
          remember(key, hasCode)
          return hasCode
        })
        .finally(() => pending.delete(key))
      pending.set(key, asked)
      return asked
    },
  }
}

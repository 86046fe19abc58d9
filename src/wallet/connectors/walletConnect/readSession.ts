/**
 * Reads what a WalletConnect session approved, trusting nothing: every chain id must be CAIP-2
 * (`eip155:137`) and every account CAIP-10 (`eip155:137:0xabc…`), else the session is rejected.
 */
import { getAddress, type Address } from 'viem'
import { parseCaip10, parseCaip2 } from '../../caip.ts'
import { InvalidSessionIdError } from './errors.ts'
import type { WcSession } from './wcProvider.ts'

export interface ApprovedSession {
  /** Unique addresses across the approved chains, in the wallet's order, checksummed. */
  readonly accounts: readonly Address[]
  /** eip155 chain ids the wallet approved (from `chains` and from the accounts). */
  readonly chainIds: readonly number[]
  readonly peerName: string
}

export function readApprovedSession(session: WcSession): ApprovedSession {
  const namespace = session.namespaces.eip155
  if (!namespace) throw new InvalidSessionIdError(Object.keys(session.namespaces).join(','))
  const accounts: Address[] = []
  const chainIds = new Set<number>()
  for (const value of namespace.accounts) {
    const account = parseId(value, parseCaip10)
    if (account.chainId === undefined) throw new InvalidSessionIdError(value)
    chainIds.add(account.chainId)
    const address = getAddress(account.address)
    if (!accounts.includes(address)) accounts.push(address)
  }
  for (const value of namespace.chains ?? []) {
    const chain = parseId(value, parseCaip2)
    if (chain.chainId === undefined) throw new InvalidSessionIdError(value)
    chainIds.add(chain.chainId)
  }
  return { accounts, chainIds: [...chainIds], peerName: session.peer.metadata.name }
}

function parseId<T>(value: unknown, parse: (value: string) => T): T {
  if (typeof value !== 'string') throw new InvalidSessionIdError(String(value))
  try {
    return parse(value)
  } catch (error) {
    throw new InvalidSessionIdError(value, error instanceof Error ? error : undefined)
  }
}

/**
 * Whether the account fields of the app state are this wallet's: an empty list or a zero balance means
 * 'you have none' only once a read for that account on that chain has answered. A read made without an
 * account (a visitor, or a session still reconnecting) leaves the same zeros and must not count.
 */
import type { Address } from 'viem'
import type { AppReads } from './state.ts'
import type { WalletPosition } from './target.ts'

/** The key a read is made under: the chain and the account it read for ('' without one). */
export function readKey(chainId: number, account: Address | undefined): string {
  return `${chainId}:${account ?? ''}`
}

/** true when the last answered read was for the connected wallet's account on the wallet's chain. */
export function accountReadsReady(reads: Pick<AppReads, 'loaded' | 'readFor'>, wallet: WalletPosition): boolean {
  const { status, address, chainId, unsupported } = wallet
  if (status !== 'connected' || !address || chainId === undefined || unsupported) return false
  return reads.loaded && reads.readFor === readKey(chainId, address)
}

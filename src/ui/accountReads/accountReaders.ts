import { createContext } from 'react'
import type { Address } from 'viem'

export interface BalanceListener {
  onBalance(wei: bigint): void
  onError(error: unknown): void
}

/** The chain reads the account views need; a context so the setup (and tests) supply them. */
export interface AccountReaders {
  getBalance(address: Address, chainId: number): Promise<bigint>
  /** Reports the balance again with each new block of the chain; returns the unsubscribe function. */
  watchBalance(address: Address, chainId: number, listener: BalanceListener): () => void
  lookupEnsName(address: Address): Promise<string | null>
  lookupEnsAvatar(name: string): Promise<string | null>
}

const missing = (): Promise<never> =>
  Promise.reject(new Error('No account readers were provided (WalletProvider readers)'))

/** Until a provider supplies readers, every read fails plainly rather than touching a network. */
export const AccountReadersContext = createContext<AccountReaders>({
  getBalance: missing,
  watchBalance: () => () => undefined,
  lookupEnsName: missing,
  lookupEnsAvatar: missing,
})

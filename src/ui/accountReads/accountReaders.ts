import { createContext } from 'react'
import type { Address } from 'viem'

/** The chain reads the account views need; a context so the setup (and tests) supply them. */
export interface AccountReaders {
  getBalance(address: Address, chainId: number): Promise<bigint>
  /** Calls `onBlock` on each new block of the chain; returns the unsubscribe function. */
  watchBlocks(chainId: number, onBlock: () => void): () => void
  lookupEnsName(address: Address): Promise<string | null>
  lookupEnsAvatar(name: string): Promise<string | null>
}

const missing = (): Promise<never> =>
  Promise.reject(new Error('No account readers were provided (WalletProvider readers)'))

/** Until a provider supplies readers, every read fails plainly rather than touching a network. */
export const AccountReadersContext = createContext<AccountReaders>({
  getBalance: missing,
  watchBlocks: () => () => undefined,
  lookupEnsName: missing,
  lookupEnsAvatar: missing,
})

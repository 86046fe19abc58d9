import { createContext } from 'react'
import type { Address } from 'viem'

/** The chain reads the account views need; a context so tests (and other hosts) can supply their own. */
export interface AccountReaders {
  getBalance(address: Address, chainId: number): Promise<bigint>
  /** Calls `onBlock` on each new block of the chain; returns the unsubscribe function. */
  watchBlocks(chainId: number, onBlock: () => void): () => void
  lookupEnsName(address: Address): Promise<string | null>
  lookupEnsAvatar(name: string): Promise<string | null>
}

const load = () => import('./chainReads')

/**
 * The app's readers: src/chains clients (spec RPC settings, polling 4000 ms) and its one-day ENS cache,
 * in a chunk fetched once an account is shown.
 */
export const chainReaders: AccountReaders = {
  getBalance: (address, chainId) => load().then((m) => m.getBalance(address, chainId)),
  watchBlocks(chainId, onBlock) {
    let stop: (() => void) | undefined
    let stopped = false
    load()
      .then((m) => {
        if (!stopped) stop = m.watchBlocks(chainId, onBlock)
      })
      // No client for the chain (or the chunk failed): the balance read reports the problem, not this.
      .catch(() => undefined)
    return () => {
      stopped = true
      stop?.()
    }
  },
  lookupEnsName: (address) => load().then((m) => m.lookupEnsName(address)),
  lookupEnsAvatar: (name) => load().then((m) => m.lookupEnsAvatar(name)),
}

export const AccountReadersContext = createContext<AccountReaders>(chainReaders)

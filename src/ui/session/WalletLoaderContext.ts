import { createContext, useContext } from 'react'

export interface WalletLoading {
  /** true once the real wallet module is in context (always true without a loader, e.g. in tests). */
  readonly loaded: boolean
  /** Starts loading the wallet module; resolves when it is in context. */
  readonly load: () => Promise<unknown>
}

export const WalletLoaderContext = createContext<WalletLoading>({ loaded: true, load: () => Promise.resolve() })

export function useWalletLoading(): WalletLoading {
  return useContext(WalletLoaderContext)
}

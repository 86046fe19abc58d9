import { createContext, useContext } from 'react'

export interface WalletLoading {
  /** true once the real wallet module is in context (always true without a loader, e.g. in tests). */
  readonly loaded: boolean
  /** Starts loading the wallet module; resolves when it is in context. */
  readonly load: () => Promise<unknown>
  /**
   * true while the module is still loading for a returning visitor, whose wallet it will try to
   * reconnect (the wallet's status says 'reconnecting' from then on).
   */
  readonly reconnectAhead: boolean
}

export const WalletLoaderContext = createContext<WalletLoading>({
  loaded: true,
  load: () => Promise.resolve(),
  reconnectAhead: false,
})

export function useWalletLoading(): WalletLoading {
  return useContext(WalletLoaderContext)
}

import { createContext, useContext } from 'react'
import type { Address } from 'viem'

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
  /**
   * The account the page was served for (the account cookie), while it is still expected: through hydration, and
   * then as long as the saved session's reconnect is ahead or under way. undefined once the wallet has answered.
   */
  readonly rememberedAccount: Address | undefined
}

export const WalletLoaderContext = createContext<WalletLoading>({
  loaded: true,
  load: () => Promise.resolve(),
  reconnectAhead: false,
  rememberedAccount: undefined,
})

export function useWalletLoading(): WalletLoading {
  return useContext(WalletLoaderContext)
}

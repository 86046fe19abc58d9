import { useContext, useSyncExternalStore } from 'react'
import { TransactionsContext } from './TransactionsContext'
import { useWalletState } from '../wallet/useWallet'

const noSubscription = () => () => undefined

/**
 * How many of the connected account's transactions on its chain are still pending, live. Small on
 * purpose (the header uses it on the first load): no app code, 0 outside a transactions provider.
 */
export function usePendingTransactionCount(): number {
  const store = useContext(TransactionsContext)?.store
  const { address, chainId } = useWalletState()
  const count = () =>
    store && address && chainId !== undefined
      ? store.list(address, chainId).filter((transaction) => transaction.status === 'pending').length
      : 0
  return useSyncExternalStore(store?.subscribe ?? noSubscription, count, count)
}

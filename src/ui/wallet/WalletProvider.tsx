import { useMemo, type ReactNode } from 'react'
import type { TransactionStore, Wallet } from '../../wallet'
import { TransactionsProvider } from './TransactionsContext'
import { WalletContext } from './WalletContext'

interface WalletProviderProps {
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  readonly children: ReactNode
}

/** Puts the wallet (with its configured chains) and the transaction store in context. */
export function WalletProvider({ wallet, transactions, children }: WalletProviderProps) {
  const value = useMemo(() => ({ wallet }), [wallet])
  return (
    <WalletContext.Provider value={value}>
      <TransactionsProvider store={transactions}>{children}</TransactionsProvider>
    </WalletContext.Provider>
  )
}

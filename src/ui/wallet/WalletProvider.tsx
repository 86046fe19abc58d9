import { useMemo, type ReactNode } from 'react'
import type { TransactionStore, Wallet } from '../../wallet'
import { AccountReadersContext, chainReaders, type AccountReaders } from './accountReaders'
import { TransactionsProvider } from './TransactionsContext'
import { WalletContext } from './WalletContext'

interface WalletProviderProps {
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  /** Balance and ENS reads; default: the configured chains' clients. */
  readonly readers?: AccountReaders
  readonly children: ReactNode
}

/** Puts the wallet (with its configured chains), the transaction store and the account readers in context. */
export function WalletProvider({ wallet, transactions, readers = chainReaders, children }: WalletProviderProps) {
  const value = useMemo(() => ({ wallet }), [wallet])
  return (
    <WalletContext.Provider value={value}>
      <AccountReadersContext.Provider value={readers}>
        <TransactionsProvider store={transactions}>{children}</TransactionsProvider>
      </AccountReadersContext.Provider>
    </WalletContext.Provider>
  )
}

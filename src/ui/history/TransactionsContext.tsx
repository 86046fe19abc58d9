import { createContext, useMemo, type ReactNode } from 'react'
import type { TransactionStore } from '../../wallet'

export interface TransactionsContextValue {
  readonly store: TransactionStore
}

export const TransactionsContext = createContext<TransactionsContextValue | null>(null)

interface TransactionsProviderProps {
  readonly store: TransactionStore
  readonly children: ReactNode
}

/** Puts the transaction history store in context; WalletProvider renders it inside its own context. */
export function TransactionsProvider({ store, children }: TransactionsProviderProps) {
  const value = useMemo(() => ({ store }), [store])
  return <TransactionsContext.Provider value={value}>{children}</TransactionsContext.Provider>
}

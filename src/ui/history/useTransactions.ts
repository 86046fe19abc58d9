import { useCallback, useContext, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { AppError } from '../../app/index.ts'
import {
  AddTransactionError,
  type NewTransaction,
  type StoredTransaction,
  type TransactionStore,
} from '../../wallet/index.ts'
import { TransactionsContext } from './TransactionsContext'
import { useWalletState } from '../wallet/useWallet'

/** Our counterpart of 'Transaction hooks must be used within RainbowKitProvider' (docs/requirements.md, "Error catalogue"). */
export const TRANSACTION_HOOKS_OUTSIDE_PROVIDER = 'Transaction hooks must be used within WalletProvider'

export class TransactionHooksOutsideProviderError extends AppError {
  override readonly name = 'TransactionHooksOutsideProviderError'
  readonly code = 'NO_PROVIDER'

  constructor() {
    super(TRANSACTION_HOOKS_OUTSIDE_PROVIDER)
  }
}

const NONE: readonly StoredTransaction[] = Object.freeze([])

interface TransactionsScope {
  readonly store: TransactionStore
  readonly account: Address | undefined
  readonly chainId: number | undefined
}

/** The store plus the connected account and chain; re-renders only when those two change. */
function useTransactionsScope(): TransactionsScope {
  const transactions = useContext(TransactionsContext)
  // WalletProvider renders the transactions' provider inside the wallet's: without it, neither is there.
  if (!transactions) throw new TransactionHooksOutsideProviderError()
  const { address, chainId } = useWalletState()
  return { store: transactions.store, account: address, chainId }
}

/** The connected account's transactions on its current chain, newest first, updated live. */
export function useTransactions(): readonly StoredTransaction[] {
  const { store, account, chainId } = useTransactionsScope()
  const getSnapshot = () => (account && chainId !== undefined ? store.list(account, chainId) : NONE)
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}

/**
 * Adds a transaction to the connected account's history (then watched until it settles).
 * Throws AddTransactionError ('Unable to add transaction: …') on bad input or with no account.
 */
export function useAddTransaction(): (transaction: NewTransaction) => StoredTransaction {
  const { store, account, chainId } = useTransactionsScope()
  return useCallback(
    (transaction) => {
      if (!account || chainId === undefined) throw new AddTransactionError(['No connected account'])
      return store.add(account, chainId, transaction)
    },
    [store, account, chainId],
  )
}

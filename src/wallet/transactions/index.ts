export { createTransactionStore } from './createTransactionStore'
export { AddTransactionError, ADD_TRANSACTION_PREFIX, TRANSACTION_VALIDATION } from './AddTransactionError'
export { SETTLED_TRANSACTIONS_KEPT, historyKey } from './history'
export type {
  NewTransaction,
  ReceiptClient,
  StoredTransaction,
  TransactionStatus,
  TransactionStore,
  TransactionStoreOptions,
} from './types'

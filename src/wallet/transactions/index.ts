export { createTransactionStore } from './createTransactionStore.ts'
export { AddTransactionError, ADD_TRANSACTION_PREFIX, TRANSACTION_VALIDATION } from './AddTransactionError.ts'
export { SETTLED_TRANSACTIONS_KEPT, historyKey } from './history.ts'
export type {
  NewTransaction,
  ReceiptClient,
  StoredTransaction,
  TransactionStatus,
  TransactionStore,
  TransactionStoreOptions,
} from './types.ts'

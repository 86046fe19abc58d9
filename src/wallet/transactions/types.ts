import type { Address, Chain, Client, Hash, TransactionReceipt, Transport } from 'viem'

/** Pending, then confirmed or failed (receipt status 0 / reverted). */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A transaction in local history. */
export interface StoredTransaction {
  readonly hash: Hash
  readonly description: string
  readonly status: TransactionStatus
  /** Blocks to wait for before calling it confirmed (default 1). */
  readonly confirmations?: number | undefined
  /** When it was added (ms since epoch); orders the list, newest first. */
  readonly addedAt: number
}

/** What callers pass to `add`; checked at run time since it often comes from untyped code. */
export interface NewTransaction {
  readonly hash: string
  readonly description: string
  readonly confirmations?: number | undefined
  /**
   * Its receipt, when the caller already holds it (an EIP-5792 batch's `wallet_getCallsStatus` answer): with one
   * confirmation asked, the transaction is stored settled and no second waiter polls the node for it.
   */
  readonly receipt?: SettledReceipt | undefined
}

/** What the history needs of a receipt the caller already holds (viem's batch call receipts carry it). */
export type SettledReceipt = Pick<TransactionReceipt, 'transactionHash' | 'status'>

/** A read client able to wait for receipts (e.g. `getPublicClient` from src/chains). */
export type ReceiptClient = Client<Transport, Chain | undefined>

export interface TransactionStoreOptions {
  /** Where history persists, one key per account and chain; default localStorage. */
  readonly storage?: Storage | undefined
  /**
   * The client of a chain, possibly loaded on demand (so RPC code stays out of the first load);
   * a throw or rejection (chain not configured) leaves its transactions pending.
   */
  readonly getClient: (chainId: number) => ReceiptClient | Promise<ReceiptClient>
  /** Receives other tabs' `storage` events; default window. */
  readonly eventTarget?: EventTarget | undefined
  /** Wait before watching again after a receipt lookup failed (default 4000 ms). */
  readonly retryDelayMs?: number | undefined
  readonly now?: (() => number) | undefined
}

export interface TransactionStore {
  /** Adds (or replaces, by hash) a transaction: pending and watched, or settled when its receipt came with it. */
  add(account: Address, chainId: number, transaction: NewTransaction): StoredTransaction
  /**
   * The receipt of a transaction this store watches (added here), from its one watcher: whoever needs
   * the receipt awaits this instead of polling again. Kept for the last RECEIPTS_KEPT_AFTER_SETTLING settled
   * ones; rejects for a hash it does not watch (one added with its receipt is not watched).
   */
  receipt(hash: Hash): Promise<TransactionReceipt>
  /** All pending plus the 10 most recent settled, newest first; same array until it changes. */
  list(account: Address, chainId: number): readonly StoredTransaction[]
  /** Called after any change, in this tab or another one. */
  subscribe(listener: () => void): () => void
  clear(account: Address, chainId: number): void
  /** Stops watchers and the storage listener (tests, hot reload). */
  destroy(): void
}

import type { Hash, TransactionReceipt } from 'viem'
import { historyKey, parseHistoryKey, pruneHistory, readHistory, storedHistoryKeys, writeHistory } from './history.ts'
import type {
  ReceiptClient,
  StoredTransaction,
  TransactionStatus,
  TransactionStore,
  TransactionStoreOptions,
} from './types.ts'
import { validateTransaction } from './validateTransaction.ts'
import { type AwaitedReceipt, awaitedReceipt, RECEIPTS_KEPT_AFTER_SETTLING, settledStatus } from './awaitedReceipt.ts'
import { createEmitter } from '../events/createEmitter.ts'
import { safeStorage } from '../storage/safeStorage.ts'
import { guardedConfig } from '../errors/boundary.ts'

const EMPTY: readonly StoredTransaction[] = Object.freeze([])

/**
 * Local transaction history: per account and chain in localStorage, all
 * pending plus the 10 most recent settled. Every pending transaction is watched until its receipt
 * says confirmed or failed, also after a reload; other tabs' changes arrive by the storage event.
 */
/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createTransactionStore(options: TransactionStoreOptions): TransactionStore {
  return guardedConfig('createTransactionStore', () => buildTransactionStore(options))
}

function buildTransactionStore(options: TransactionStoreOptions): TransactionStore {
  const storage = options.storage ?? safeStorage('local')
  const eventTarget = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window)
  const retryDelayMs = options.retryDelayMs ?? 4000
  const now = options.now ?? Date.now
  const snapshots = new Map<string, readonly StoredTransaction[]>()
  const listeners = createEmitter<void>()
  const watching = new Set<string>()
  const retryTimers = new Set<ReturnType<typeof setTimeout>>()
  // One promise per watched hash (lowercase), resolved by its watcher: `receipt()` hands it out. Once settled it
  // moves to `settledReceipts`, which keeps the newest RECEIPTS_KEPT_AFTER_SETTLING for late askers.
  const receipts = new Map<string, AwaitedReceipt>()
  const settledReceipts = new Map<string, Promise<TransactionReceipt>>()
  let destroyed = false
  // Ends viem's receipt polling when the store is destroyed.
  const stopWatching = new AbortController()

  function snapshot(key: string): readonly StoredTransaction[] {
    let list = snapshots.get(key)
    if (!list) {
      const stored = readHistory(storage, key)
      list = stored.length === 0 ? EMPTY : Object.freeze(stored)
      snapshots.set(key, list)
    }
    return list
  }

  function save(key: string, transactions: readonly StoredTransaction[]): void {
    writeHistory(storage, key, pruneHistory(transactions))
    snapshots.delete(key)
    notify()
  }

  function notify(): void {
    listeners.emit()
  }

  function settle(key: string, hash: Hash, status: TransactionStatus): void {
    // Re-read storage: another tab may have changed this history since the watch began.
    const current = readHistory(storage, key)
    if (!current.some((transaction) => transaction.hash === hash && transaction.status === 'pending')) return
    save(
      key,
      current.map((transaction) => (transaction.hash === hash ? { ...transaction, status } : transaction)),
    )
  }

  function awaited(hash: Hash): AwaitedReceipt {
    const id = hash.toLowerCase()
    let entry = receipts.get(id)
    if (!entry) {
      entry = awaitedReceipt(() => {
        receipts.delete(id)
        settledReceipts.delete(id)
        settledReceipts.set(id, (entry as AwaitedReceipt).promise)
        for (const old of settledReceipts.keys()) {
          if (settledReceipts.size <= RECEIPTS_KEPT_AFTER_SETTLING) break
          settledReceipts.delete(old)
        }
      })
      receipts.set(id, entry)
    }
    return entry
  }

  function watch(key: string, chainId: number, transaction: StoredTransaction): void {
    const id = `${key}|${transaction.hash}`
    if (destroyed || watching.has(id)) return
    watching.add(id)
    awaited(transaction.hash)
    void settleWhenMined(id, key, chainId, transaction)
  }

  async function settleWhenMined(
    id: string,
    key: string,
    chainId: number,
    transaction: StoredTransaction,
  ): Promise<void> {
    let client: ReceiptClient
    try {
      client = await options.getClient(chainId)
    } catch {
      // Chain not configured here: it stays pending until a tab that knows the chain settles it.
      watching.delete(id)
      awaited(transaction.hash).reject(new Error(`No client for chain ${chainId} to follow ${transaction.hash}.`))
      return
    }
    try {
      const { waitForSettledReceipt } = await import('./waitForReceipt.ts')
      const receipt = await waitForSettledReceipt(
        client,
        transaction.hash,
        transaction.confirmations ?? 1,
        stopWatching.signal,
      )
      watching.delete(id)
      awaited(transaction.hash).resolve(receipt)
      if (!destroyed) settle(key, transaction.hash, settledStatus(receipt))
    } catch {
      // Node unreachable or the lookup failed: look again later, the transaction stays pending.
      watching.delete(id)
      if (destroyed) return
      const timer = setTimeout(() => {
        retryTimers.delete(timer)
        resume(key)
      }, retryDelayMs)
      retryTimers.add(timer)
    }
  }

  function resume(key: string): void {
    const parsed = parseHistoryKey(key)
    if (!parsed) return
    for (const transaction of snapshot(key)) {
      if (transaction.status === 'pending') watch(key, parsed.chainId, transaction)
    }
  }

  function onStorage(event: Event): void {
    const { key, storageArea } = event as StorageEvent
    if (storageArea && storageArea !== storage) return
    if (key === null) snapshots.clear()
    else if (parseHistoryKey(key)) {
      snapshots.delete(key)
      resume(key)
    } else return
    notify()
  }

  for (const key of storedHistoryKeys(storage)) resume(key)
  eventTarget?.addEventListener('storage', onStorage)

  return {
    add(account, chainId, transaction) {
      const valid = validateTransaction(account, chainId, transaction)
      const key = historyKey(valid.account, valid.chainId)
      // A receipt that came with it settles it at once, unless more confirmations were asked than it has.
      const known = (valid.confirmations ?? 1) <= 1 ? valid.receipt : undefined
      const added: StoredTransaction = {
        hash: valid.hash,
        description: valid.description,
        status: known ? settledStatus(known) : 'pending',
        ...(valid.confirmations === undefined ? {} : { confirmations: valid.confirmations }),
        addedAt: now(),
      }
      const others = readHistory(storage, key).filter(
        (existing) => existing.hash.toLowerCase() !== valid.hash.toLowerCase(),
      )
      save(key, [added, ...others])
      if (!known) watch(key, valid.chainId, added)
      return added
    },
    receipt(hash) {
      const id = hash.toLowerCase()
      const promise = receipts.get(id)?.promise ?? settledReceipts.get(id)
      return promise ?? Promise.reject(new Error(`The transaction store does not watch ${hash}.`))
    },
    list: (account, chainId) => snapshot(historyKey(account, chainId)),
    subscribe(listener) {
      return listeners.on(listener)
    },
    clear(account, chainId) {
      save(historyKey(account, chainId), [])
    },
    destroy() {
      destroyed = true
      stopWatching.abort()
      eventTarget?.removeEventListener('storage', onStorage)
      for (const timer of retryTimers) clearTimeout(timer)
      retryTimers.clear()
      for (const { reject } of [...receipts.values()]) reject(new Error('The transaction store was destroyed.'))
      settledReceipts.clear()
      listeners.clear()
    },
  }
}

/**
 * viem's receipt watcher, in its own chunk: loaded only once a pending transaction exists, so a
 * first visit without history does not download block watching and transaction formatting.
 */
import type { Hash, TransactionReceipt } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ReceiptClient } from './types.ts'

/** Resolves with the receipt once it has `confirmations`; a reverted transaction resolves too. */
export function waitForSettledReceipt(
  client: ReceiptClient,
  hash: Hash,
  confirmations: number,
  signal: AbortSignal,
): Promise<TransactionReceipt> {
  return waitForTransactionReceipt(client, { hash, confirmations, signal })
}

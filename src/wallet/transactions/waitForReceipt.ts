/**
 * viem's receipt watcher, in its own chunk: loaded only once a pending transaction exists, so a
 * first visit without history does not download block watching and transaction formatting.
 */
import type { Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ReceiptClient, TransactionStatus } from './types.ts'

/** Resolves with the settled status: receipt 'success' → confirmed, 'reverted' (status 0) → failed. */
export async function waitForSettledStatus(
  client: ReceiptClient,
  hash: Hash,
  confirmations: number,
  signal: AbortSignal,
): Promise<TransactionStatus> {
  const receipt = await waitForTransactionReceipt(client, { hash, confirmations, signal })
  return receipt.status === 'success' ? 'confirmed' : 'failed'
}

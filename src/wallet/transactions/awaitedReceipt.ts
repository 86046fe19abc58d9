/**
 * The one receipt promise of a watched hash: resolved by its watcher, rejected when no watcher can run. `onSettled` runs once either happens, so the store can drop it from the
 * watched map instead of keeping every hash it ever saw.
 */
import type { TransactionReceipt } from 'viem'
import type { SettledReceipt, TransactionStatus } from './types.ts'

/** Settled receipts kept for callers that ask after the watcher finished (a form awaiting after a re-render). */
export const RECEIPTS_KEPT_AFTER_SETTLING = 32

export interface AwaitedReceipt {
  readonly promise: Promise<TransactionReceipt>
  resolve(receipt: TransactionReceipt): void
  reject(error: Error): void
}

export function awaitedReceipt(onSettled: () => void): AwaitedReceipt {
  let settle: { resolve(receipt: TransactionReceipt): void; reject(error: Error): void } | undefined
  const promise = new Promise<TransactionReceipt>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // Nobody may be awaiting it: an unawaited rejection is not an error here.
  promise.catch(() => undefined)
  let settled = false
  const once =
    <T>(run: (value: T) => void) =>
    (value: T) => {
      if (settled) return
      settled = true
      run(value)
      onSettled()
    }
  return {
    promise,
    resolve: once((receipt: TransactionReceipt) => settle?.resolve(receipt)),
    reject: once((error: Error) => settle?.reject(error)),
  }
}

export function settledStatus(receipt: SettledReceipt): TransactionStatus {
  return receipt.status === 'success' ? 'confirmed' : 'failed'
}

/**
 * One run of a write (a stake, claim, withdraw or mint), handed to the code that sends its calls: where it
 * goes, the wallet calls it makes, and the transitions of its record (src/app/flows/flowState.ts). Its
 * wallet calls are one operation of the wallet's call log (`wallet.operation(label)`), so an auditor finds
 * the capability query, the signature or approval, the send and the receipt outcome of one click under one
 * `operationId`.
 */
import type { Hex } from 'viem'
import type { SettledReceipt, WalletOperation } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import type { WriteTarget } from '../target.ts'

export interface WriteRun {
  readonly context: AppContext
  readonly target: WriteTarget
  /**
   * This write's wallet calls; `recordReceipt` logs the receipt outcomes the app waited for. `runWrite` ends the
   * operation when the write ends (src/app/write/writeEnd.ts), so the write's own code never calls `end`.
   */
  readonly wallet: WalletOperation
  /** The named step starts: its wallet prompt is about to open. A name outside the plan throws. */
  step(name: string): void
  /**
   * A transaction of this write was sent (the wallet returned its hash, or a batch's receipts named it):
   * the record holds it and the transaction history gets it under `description`, pending, or settled when its
   * `receipt` is already known (a batch's), so no second waiter polls for it. false when the history refused
   * it, so the caller waits for its receipt itself.
   */
  sent(hash: Hex, description: string, receipt?: SettledReceipt): boolean
  /** The wallet accepted a batch (EIP-5792): its calls id, until the receipts are known. */
  batchSubmitted(callsId: string): void
  /** The wallet refused the announced way: continue with `steps`, saying why in `notice`. */
  replan(steps: readonly string[], notice: string): void
}

/**
 * One run of a write (a stake, claim, withdraw or mint): where it goes, the wallet calls it makes and
 * whom to tell when a transaction of it was sent. Its wallet calls are one operation of the wallet's
 * call log (`wallet.operation(label)`), so an auditor finds the capability query, the signature or
 * approval, the send and the receipt outcome of one click under one `operationId`.
 */
import type { Hex } from 'viem'
import type { WalletOperation } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import type { WriteTarget } from '../target.ts'

export interface WriteRun {
  readonly context: AppContext
  readonly target: WriteTarget
  /** This write's wallet calls; `recordReceipt` logs the receipt outcomes the app waited for. */
  readonly wallet: WalletOperation
  /** A transaction of this write was sent (the wallet returned its hash, or a batch's receipts named it). */
  readonly onSubmitted: (hash: Hex) => void
}

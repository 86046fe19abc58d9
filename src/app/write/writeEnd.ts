/**
 * How a write's call-log operation ends (`WalletOperation.end`), from what the write threw and whether it got
 * anything to the wallet's side: the same classes the page tells apart, with the sentence the page shows.
 */
import {
  ChainNotConfiguredError,
  InvalidAddressError,
  NotConnectedError,
  UserRejectedError,
  WalletConfigError,
  type OperationEnd,
  type WalletError,
} from '../../wallet/index.ts'
import { errorChain, isInstance, readField } from '../../chains/index.ts'
import { ActionFailedError, ContractRevertError, shortMessageOf } from '../errors.ts'
import { walletErrorOf } from './walletErrorOf.ts'

/** How a write's operation ends: the wallet's `OperationEnd`. */
export type WriteEnd = OperationEnd

/** What the toast says after 'Not sent: ' when the error has no sentence of its own. */
export const NOT_PREPARED_MESSAGE = 'The transaction could not be prepared.'

/** A person's no in the wallet: the module's UserRejectedError, or a raw 4001 anywhere in the causes. */
export function isRejection(error: unknown): boolean {
  if (walletErrorOf(error) instanceof UserRejectedError) return true
  return errorChain(error).some((cause) => readField(cause, 'code') === UserRejectedError.code)
}

/** How far a write got before it ended. */
export interface WriteReach {
  /** Some transaction or batch of the write was sent (a hash, a calls id), in this step or an earlier one. */
  readonly sent: boolean
  /** The failing step's own transaction or batch was out (the record was confirming). */
  readonly confirming: boolean
}

/**
 * The wallet module's refusals before it asks the wallet (no account, a malformed recipient, a chain it was not
 * given): like the app's own checks, nothing reached the wallet.
 */
const refusedBeforeAsking = (error: WalletError): boolean =>
  error instanceof NotConnectedError ||
  error instanceof InvalidAddressError ||
  error instanceof ChainNotConfiguredError ||
  error instanceof WalletConfigError

/** The wallet (or its connection) failed an ask: its own error, or a wallet answer the app could not read. */
function walletFailed(error: unknown): boolean {
  const walletError = walletErrorOf(error)
  if (walletError) return !refusedBeforeAsking(walletError)
  return isInstance(error, ActionFailedError) && readField(error, 'code') === 'wallet-error'
}

/**
 * The end of a write that threw `error`:
 * - the person refused in the wallet: `rejected`;
 * - a transaction that was sent and failed on chain (a revert with its hash, or the step's batch): `reverted`;
 * - nothing sent and the wallet not at fault (a check, a revert in the fee estimate, the node down): `not-sent`;
 * - anything else (the wallet failed, the node failed after a transaction went out): `failed`.
 */
export function writeEnd(error: unknown, reach: WriteReach): WriteEnd {
  if (isRejection(error)) return { status: 'rejected', reason: shortMessageOf(error, 'Rejected in the wallet.') }
  if (isInstance(error, ContractRevertError) && (readField(error, 'hash') !== undefined || reach.confirming)) {
    const reason = readField(error, 'shortMessage')
    return { status: 'reverted', reason: typeof reason === 'string' ? reason : undefined }
  }
  if (!reach.sent && !walletFailed(error)) {
    return { status: 'not-sent', reason: shortMessageOf(error, NOT_PREPARED_MESSAGE) }
  }
  return { status: 'failed', reason: shortMessageOf(error, 'The write failed.') }
}

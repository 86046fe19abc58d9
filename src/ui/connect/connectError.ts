import { RequestPendingError, UserRejectedError } from '../../wallet'
import { shortMessageOf } from '../../app/index.ts'
import { isInstance } from '../../chains/index.ts'

/** Shown when a failed connect carries no message of its own. */
const CONNECT_FAILED_MESSAGE = 'The wallet could not connect.'

/** The person said no in the wallet: not an error, but the step says so and offers RETRY. */
export const CONNECT_CANCELLED_MESSAGE = 'Request cancelled in the wallet.'

export type ConnectFailure =
  /** 4001 / 5000: the person said no in the wallet (docs/requirements.md, "Error catalogue"). */
  | { readonly kind: 'rejected' }
  /** -32002: the wallet already has a request waiting. */
  | { readonly kind: 'pending'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }

/** Sorts a failed connect into what the dialog shows. */
export function describeConnectFailure(error: unknown, walletName: string): ConnectFailure {
  if (isInstance(error, UserRejectedError)) return { kind: 'rejected' }
  if (isInstance(error, RequestPendingError)) {
    return {
      kind: 'pending',
      message: `${walletName} already has a connection request waiting. Open ${walletName} to approve or reject it, then retry, or pick another wallet.`,
    }
  }
  return { kind: 'failed', message: shortMessageOf(error, CONNECT_FAILED_MESSAGE) }
}

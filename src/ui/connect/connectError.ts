import { RequestPendingError, UserRejectedError } from '../../wallet'

export type ConnectFailure =
  /** The person said no: back to the list without a word (spec: rejected requests are ignored). */
  | { readonly kind: 'rejected' }
  /** -32002: the wallet already has a request waiting. */
  | { readonly kind: 'pending'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }

/** Errors from the wallet module carry a one-line shortMessage for people; anything else gets a plain fallback. */
export function shortMessageOf(error: unknown): string {
  if (error instanceof Error) {
    const short = (error as Error & { shortMessage?: unknown }).shortMessage
    if (typeof short === 'string' && short !== '') return short
    if (error.message !== '') return error.message
  }
  return 'The wallet could not connect.'
}

/** Sorts a failed connect into what the dialog shows. */
export function describeConnectFailure(error: unknown, walletName: string): ConnectFailure {
  if (error instanceof UserRejectedError) return { kind: 'rejected' }
  if (error instanceof RequestPendingError) {
    return {
      kind: 'pending',
      message: `${walletName} already has a connection request waiting. Open ${walletName} to approve or reject it, then retry, or pick another wallet.`,
    }
  }
  return { kind: 'failed', message: shortMessageOf(error) }
}

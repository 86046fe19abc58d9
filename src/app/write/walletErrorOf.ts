/**
 * The wallet module's own error inside what a write threw. The wallet's request path already names
 * every wallet answer with its classes (UserRejectedError, UnsupportedMethodError, …); viem's actions
 * over that path (sendCalls, signTypedData) wrap it once more, so this unwraps rather than classifies.
 */
import { WalletError } from '../../wallet/index.ts'
import { ActionFailedError, shortMessageOf } from '../errors.ts'

export function walletErrorOf(error: unknown): WalletError | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof WalletError) return current
    current = current.cause
  }
  return undefined
}

/** What a failed wallet request throws into the app: the wallet's own error, else ActionFailedError. */
export function walletFailure(error: unknown, fallback: string): Error {
  return (
    walletErrorOf(error) ?? new ActionFailedError('wallet-error', shortMessageOf(error, fallback), { cause: error })
  )
}

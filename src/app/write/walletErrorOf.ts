/**
 * The wallet module's own error inside what a write threw. The wallet's request path already names
 * every wallet answer with its classes (UserRejectedError, UnsupportedMethodError, …); viem's actions
 * over that path (sendCalls, signTypedData) wrap it once more, so this unwraps rather than classifies.
 */
import { errorChain, isInstance } from '../../chains/index.ts'
import { WalletError } from '../../wallet/index.ts'
import { ActionFailedError, shortMessageOf } from '../errors.ts'

export function walletErrorOf(error: unknown): WalletError | undefined {
  return errorChain(error).find((cause): cause is WalletError => isInstance(cause, WalletError))
}

/** What a failed wallet request throws into the app: the wallet's own error, else ActionFailedError. */
export function walletFailure(error: unknown, fallback: string): Error {
  return (
    walletErrorOf(error) ?? new ActionFailedError('wallet-error', shortMessageOf(error, fallback), { cause: error })
  )
}

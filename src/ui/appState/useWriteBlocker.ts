import { writeBlocker, type PreflightError } from '../../app/index.ts'
import { useChainSettings } from '../session/AppServices.tsx'
import { useWalletState } from '../session/useWallet'

/** Why writes are disabled right now (not connected, wrong network), or undefined when they are possible. */
export function useWriteBlocker(): string | undefined {
  return useWriteBlockerError()?.shortMessage
}

/** The same reason with its code, for views that act on it ('not-connected' turns a button into 'Connect wallet'). */
export function useWriteBlockerError(): PreflightError | undefined {
  return writeBlocker(useWalletState(), useChainSettings())
}

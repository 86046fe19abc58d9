import { writeBlocker } from '../../app/index.ts'
import { useChainSettings } from '../session/AppServices.tsx'
import { useWalletState } from '../session/useWallet'

/** Why writes are disabled right now (not connected, wrong network), or undefined when they are possible. */
export function useWriteBlocker(): string | undefined {
  return writeBlocker(useWalletState(), useChainSettings())?.shortMessage
}

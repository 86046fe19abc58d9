import { writeBlocker } from '../../app/index.ts'
import { useChainSettings } from '../appContext/AppServices.tsx'
import { useWalletState } from '../wallet/useWallet'

/** Why writes are disabled right now (not connected, wrong network), or undefined when they are possible. */
export function useWriteBlocker(): string | undefined {
  return writeBlocker(useWalletState(), useChainSettings())?.shortMessage
}

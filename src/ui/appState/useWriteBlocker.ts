import { writeBlocker, type PreflightError } from '../../app/index.ts'
import { useChainSettings } from '../app/AppServices.tsx'
import { useWalletState } from '../wallet/useWallet'

/**
 * Why writes cannot start right now (not connected, wrong network, no contracts here), with its code:
 * 'not-connected' turns a write's button into 'Connect Wallet'; undefined when writes are possible.
 */
export function useWriteBlockerError(): PreflightError | undefined {
  return writeBlocker(useWalletState(), useChainSettings())
}

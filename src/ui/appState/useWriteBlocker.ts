import { contractsFor } from '../../chains'
import { NOT_CONNECTED_MESSAGE, NO_CONTRACTS_MESSAGE, WRONG_NETWORK_MESSAGE } from '../../app'
import { useWalletState } from '../session/useWallet'

/** Why writes are disabled right now (not connected, wrong network), or undefined when they are possible. */
export function useWriteBlocker(): string | undefined {
  const { status, chainId, unsupported } = useWalletState()
  if (status !== 'connected') return NOT_CONNECTED_MESSAGE
  if (unsupported || chainId === undefined) return WRONG_NETWORK_MESSAGE
  if (!contractsFor(chainId)) return NO_CONTRACTS_MESSAGE
  return undefined
}

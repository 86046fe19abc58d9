import { accountReadsReady } from '../../app/index.ts'
import { useWalletState } from '../wallet/useWallet'
import { useAppState } from './useAppState'

/** true once the app state holds an answer for the connected account on its chain: until then, skeletons. */
export function useAccountReadsReady(): boolean {
  const { reads } = useAppState()
  return accountReadsReady(reads, useWalletState())
}

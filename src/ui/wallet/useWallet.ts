import { useContext } from 'react'
import { useSnapshot } from 'valtio'
import type { Chain } from 'viem'
import type { Wallet } from '../../wallet'
import { WalletContext, type WalletContextValue } from './WalletContext'

function useWalletContext(): WalletContextValue {
  const value = useContext(WalletContext)
  if (!value) throw new Error('Wallet hooks must be used within WalletProvider')
  return value
}

/** The app's single wallet (src/setup/wallet.ts), for actions: connect, switchChain, disconnect… */
export function useWallet(): Wallet {
  return useWalletContext().wallet
}

/** A render-time snapshot of `wallet.state`; re-renders on the fields the component reads. */
export function useWalletState() {
  return useSnapshot(useWalletContext().wallet.state)
}

/** The configured chains, in display order (Switch Networks lists these). */
export function useChains(): readonly Chain[] {
  return useWalletContext().wallet.chains
}

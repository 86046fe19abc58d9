import { createContext } from 'react'
import type { Wallet } from '../../wallet'

export interface WalletContextValue {
  readonly wallet: Wallet
}

export const WalletContext = createContext<WalletContextValue | null>(null)

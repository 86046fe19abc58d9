import { createContext } from 'react'
import { lazyComponent } from '../kit/lazyComponent'

/** Props every wallet dialog takes. */
export interface WalletDialogProps {
  readonly onClose: () => void
  /** Connect a Wallet only: force the compact layout (configuration). */
  readonly size?: 'compact' | 'wide'
}

/** Each dialog is its own chunk: none of them is needed for the first paint. */
export const walletDialogs = {
  connect: lazyComponent<WalletDialogProps>(() => import('../connect/ConnectDialog').then((m) => m.ConnectDialog)),
  account: lazyComponent<WalletDialogProps>(() => import('../account/AccountDialog').then((m) => m.AccountDialog)),
  chain: lazyComponent<WalletDialogProps>(() =>
    import('../network/SwitchNetworksDialog').then((m) => m.SwitchNetworksDialog),
  ),
}

export type WalletDialogName = keyof typeof walletDialogs

export interface ModalControls {
  readonly openDialog: WalletDialogName | undefined
  readonly openConnectModal: () => void
  readonly openAccountModal: () => void
  readonly openChainModal: () => void
  readonly closeModal: () => void
}

export const ModalContext = createContext<ModalControls | null>(null)

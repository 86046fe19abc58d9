import { lazyComponent, type LazyComponent } from '../kit/lazyComponent'
import type { WalletDialogName, WalletDialogProps } from './dialogProps'

/** Each dialog is its own chunk: none of them is needed for the first paint. */
export const walletDialogs: Record<WalletDialogName, LazyComponent<WalletDialogProps>> = {
  connect: lazyComponent<WalletDialogProps>(() => import('../connect/ConnectDialog').then((m) => m.ConnectDialog)),
  account: lazyComponent<WalletDialogProps>(() => import('../account/AccountDialog').then((m) => m.AccountDialog)),
  chain: lazyComponent<WalletDialogProps>(() =>
    import('../network/SwitchNetworksDialog').then((m) => m.SwitchNetworksDialog),
  ),
}

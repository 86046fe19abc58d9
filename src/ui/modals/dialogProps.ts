/** The wallet dialogs ModalProvider can open. */
export type WalletDialogName = 'connect' | 'account' | 'chain'

/** Props every wallet dialog takes (a module of its own so the dialogs need not import the table that loads them). */
export interface WalletDialogProps {
  readonly onClose: () => void
  /** Connect a Wallet only: force the compact layout (configuration). */
  readonly size?: 'compact' | 'wide'
}

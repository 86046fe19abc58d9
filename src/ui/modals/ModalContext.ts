import { createContext, useContext } from 'react'
import type { WalletDialogName } from './dialogProps'

export interface ModalControls {
  readonly openDialog: WalletDialogName | undefined
  readonly openConnectModal: () => void
  readonly openAccountModal: () => void
  readonly openChainModal: () => void
  readonly closeModal: () => void
}

export const ModalContext = createContext<ModalControls | null>(null)

/** Opens and closes the wallet dialogs; ModalProvider owns which one is open. */
export function useModals(): ModalControls {
  const value = useContext(ModalContext)
  if (!value) throw new Error('Modal hooks must be used within ModalProvider')
  return value
}

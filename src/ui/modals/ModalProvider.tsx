import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { DialogLoadFailed } from '../kit/dialog/DialogLoadFailed'
import { LazyBoundary } from '../kit/LazyBoundary'
import { useWalletState } from '../wallet/useWallet'
import type { WalletDialogName } from './dialogProps'
import { ModalContext, type ModalControls } from './ModalContext'
import { walletDialogs } from './walletDialogs'

/**
 * Owns which wallet dialog is open. Connect closes itself once connected; Account and
 * Switch Networks close when the wallet disconnects.
 */
export function ModalProvider({
  children,
  connectModalSize,
}: {
  readonly children: ReactNode
  readonly connectModalSize?: 'compact' | 'wide'
}) {
  const [openDialog, setOpenDialog] = useState<WalletDialogName | undefined>()
  const { status } = useWalletState()

  useEffect(() => {
    if (openDialog === 'connect' && status === 'connected') setOpenDialog(undefined)
    if (openDialog !== 'connect' && openDialog !== undefined && status === 'disconnected') setOpenDialog(undefined)
  }, [status, openDialog])

  const controls = useMemo<ModalControls>(
    () => ({
      openDialog,
      openConnectModal: () => setOpenDialog('connect'),
      openAccountModal: () => setOpenDialog('account'),
      openChainModal: () => setOpenDialog('chain'),
      closeModal: () => setOpenDialog(undefined),
    }),
    [openDialog],
  )

  const Open = openDialog ? walletDialogs[openDialog].Component : undefined
  return (
    <ModalContext.Provider value={controls}>
      {children}
      {Open && (
        <LazyBoundary failed={(retry) => <DialogLoadFailed onRetry={retry} onClose={controls.closeModal} />}>
          <Open onClose={controls.closeModal} size={openDialog === 'connect' ? connectModalSize : undefined} />
        </LazyBoundary>
      )}
    </ModalContext.Provider>
  )
}

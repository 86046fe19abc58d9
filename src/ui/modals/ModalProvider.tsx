import { Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { ErrorBoundary } from '../kit/ErrorBoundary'
import { DialogLoadFailed } from '../kit/dialog/DialogLoadFailed'
import { ModalContext, walletDialogs, type ModalControls, type WalletDialogName } from './modals'
import { useWalletState } from '../session/useWallet'

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
        <ErrorBoundary fallback={(retry) => <DialogLoadFailed onRetry={retry} onClose={controls.closeModal} />}>
          <Suspense fallback={null}>
            <Open onClose={controls.closeModal} size={openDialog === 'connect' ? connectModalSize : undefined} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ModalContext.Provider>
  )
}

export function useModals(): ModalControls {
  const value = useContext(ModalContext)
  if (!value) throw new Error('Modal hooks must be used within ModalProvider')
  return value
}

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Wallet } from '../../wallet/index.ts'
import type { WalletDialogName } from '../modals/dialogProps'
import { ModalContext, type ModalControls } from '../modals/ModalContext'
import { AppServicesProvider } from '../app/AppServices.tsx'
import { createIdleTransactions, createIdleWallet } from '../wallet/idleWallet'
import { WalletContext } from '../wallet/WalletContext'
import { testServices } from './renderWithWallet'

/** Dialog controls that only record what was asked to open: components under test render no dialogs. */
export function recordingModals(): ModalControls & { readonly opened: WalletDialogName[] } {
  const opened: WalletDialogName[] = []
  return {
    opened,
    openDialog: undefined,
    openConnectModal: () => opened.push('connect'),
    openAccountModal: () => opened.push('account'),
    openChainModal: () => opened.push('chain'),
    closeModal: () => undefined,
  }
}

const noWallet = () => Promise.reject(new Error('no wallet in this test'))

/**
 * Renders `ui` inside the wallet context, app services and dialog controls a page gives it: by default no wallet
 * connected (the idle wallet) and no node.
 */
export function renderInServices(
  ui: ReactNode,
  modals: ModalControls = recordingModals(),
  wallet: Wallet = createIdleWallet([], noWallet, noWallet),
) {
  return render(
    <WalletContext.Provider value={{ wallet }}>
      <AppServicesProvider services={testServices(wallet, createIdleTransactions())}>
        <ModalContext.Provider value={modals}>{ui}</ModalContext.Provider>
      </AppServicesProvider>
    </WalletContext.Provider>,
  )
}

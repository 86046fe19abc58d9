import { walletDialogs } from '../modals/modals'
import { useModals } from '../modals/ModalProvider'
import { useWalletLoading } from '../session/WalletLoaderContext'

/** 'Connect Wallet': opens Connect a Wallet; its chunk and the wallet module start loading on hover or focus. */
export function ConnectButton() {
  const { openConnectModal } = useModals()
  const { load } = useWalletLoading()
  const preload = () => {
    void walletDialogs.connect.preload().catch(() => undefined)
    void load().catch(() => undefined) // the dialog shows a failed load with a retry
  }
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => {
        preload()
        openConnectModal()
      }}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      Connect Wallet
    </button>
  )
}

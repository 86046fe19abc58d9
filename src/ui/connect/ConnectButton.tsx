import { prefetch } from '../kit/prefetch'
import { walletDialogs } from '../modals/walletDialogs'
import { useModals } from '../modals/ModalContext'
import { useWalletLoading } from '../loading/WalletLoaderContext'
import { CONNECT_WALLET_LABEL } from './connectLabel'

/** 'Connect Wallet': opens Connect a Wallet; its chunk and the wallet module start loading on hover or focus. */
export function ConnectButton() {
  const { openConnectModal } = useModals()
  const { load } = useWalletLoading()
  const preload = () => {
    prefetch(walletDialogs.connect.preload)
    prefetch(load) // the dialog shows a failed load with a retry
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
      {CONNECT_WALLET_LABEL}
    </button>
  )
}

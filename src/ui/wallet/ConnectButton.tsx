import { walletDialogs } from './modals'
import { useModals } from './ModalProvider'

const preloadConnect = () => void walletDialogs.connect.preload().catch(() => undefined)

/** 'Connect Wallet': opens Connect a Wallet; its chunk starts loading on hover or focus. */
export function ConnectButton() {
  const { openConnectModal } = useModals()
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={openConnectModal}
      onMouseEnter={preloadConnect}
      onFocus={preloadConnect}
      onTouchStart={preloadConnect}
    >
      Connect Wallet
    </button>
  )
}

import { useModals } from '../modals/ModalContext'
import { WRONG_NETWORK_MESSAGE } from '../network/messages'
import { useWallet, useWalletState } from '../session/useWallet'

/** Page-wide notes from the wallet: the wrong network banner and the module's short notices. */
export function WalletNotices() {
  const wallet = useWallet()
  const { status, unsupported, notice } = useWalletState()
  const { openChainModal } = useModals()
  return (
    <>
      {status === 'connected' && unsupported && (
        <div className="banner-wrong-network" role="alert">
          <span>{WRONG_NETWORK_MESSAGE}</span>
          <span className="banner-actions">
            <button type="button" className="btn btn-small" onClick={openChainModal}>
              Switch network
            </button>
            <button type="button" className="btn btn-small btn-quiet" onClick={() => void wallet.disconnect()}>
              Disconnect
            </button>
          </span>
        </div>
      )}
      {notice && (
        <p className="wallet-notice" role="status">
          {notice}
        </p>
      )}
    </>
  )
}

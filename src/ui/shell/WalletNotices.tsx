import { useModals } from '../modals/ModalContext'
import { WRONG_NETWORK_MESSAGE } from '../network/messages'
import { useWallet, useWalletState } from '../wallet/useWallet'

export const LINK_INTERRUPTED_MESSAGE =
  'The link to your mobile wallet is interrupted. It resumes by itself when the connection is back.'

/** Page-wide notes from the wallet: the wrong network banner, a lost link to a mobile wallet and the module's short notices. */
export function WalletNotices() {
  const wallet = useWallet()
  const { status, unsupported, notice, linkInterrupted } = useWalletState()
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
      {/* Always rendered, so screen readers announce the sentence when it appears (and hear it go). */}
      <div role="status">
        {status === 'connected' && linkInterrupted && <p className="wallet-notice">{LINK_INTERRUPTED_MESSAGE}</p>}
      </div>
      {notice && (
        <p className="wallet-notice" role="status">
          {notice}
        </p>
      )}
    </>
  )
}

import { chainMeta } from '../../chains'
import { ChainIcon } from './ChainIcon'
import { prefetch } from '../kit/prefetch'
import { walletDialogs } from '../modals/walletDialogs'
import { useModals } from '../modals/ModalContext'
import { useWalletState } from '../session/useWallet'

const preloadSwitch = () => prefetch(walletDialogs.chain.preload)

/** The connected chain's icon (and name on wide screens); 'Wrong network' on an unconfigured chain. */
export function ChainButton() {
  const { chainId, unsupported } = useWalletState()
  const { openChainModal } = useModals()
  if (chainId === undefined) return null
  const name = chainMeta(chainId)?.name ?? `Chain ${chainId}`
  return (
    <button
      type="button"
      className={`btn wallet-chain-button${unsupported ? ' wallet-chain-wrong' : ''}`}
      onClick={openChainModal}
      onMouseEnter={preloadSwitch}
      onFocus={preloadSwitch}
      aria-label={unsupported ? 'Wrong network, switch networks' : `${name}, switch networks`}
    >
      {unsupported ? (
        <span>Wrong network</span>
      ) : (
        <>
          <ChainIcon chainId={chainId} />
          <span className="wallet-chain-name">{name}</span>
        </>
      )}
      <span aria-hidden="true" className="wallet-caret">
        ▾
      </span>
    </button>
  )
}

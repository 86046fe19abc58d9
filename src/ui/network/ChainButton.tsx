import { chainMeta } from '../../chains'
import { ChainIcon } from './ChainIcon'
import { contractsChain } from './contractsChain'
import { prefetch } from '../kit/prefetch'
import { walletDialogs } from '../modals/walletDialogs'
import { useModals } from '../modals/ModalContext'
import { useChainSettings } from '../app/AppServices.tsx'
import { useWalletState } from '../wallet/useWallet'

const preloadSwitch = () => prefetch(walletDialogs.chain.preload)

/**
 * The connected chain's icon and name (the name stays at every width); 'Wrong network' on an unconfigured chain,
 * and marked red with 'Wrong network' beside the name on a configured chain without the app's contracts.
 */
export function ChainButton() {
  const { chainId, unsupported } = useWalletState()
  const { chains, contracts } = useChainSettings()
  const { openChainModal } = useModals()
  if (chainId === undefined) return null
  const name = chainMeta(chainId)?.name ?? `Chain ${chainId}`
  // Only where some chain has them: a build without contracts anywhere has no right network to point to.
  const noContracts =
    !unsupported && contracts[chainId] === undefined && contractsChain(chains, contracts) !== undefined
  const label = unsupported
    ? 'Wrong network, switch networks'
    : noContracts
      ? `${name} Wrong network, switch networks`
      : `${name}, switch networks`
  return (
    <button
      type="button"
      className={`btn wallet-chain-button${unsupported || noContracts ? ' wallet-chain-wrong' : ''}`}
      onClick={openChainModal}
      onMouseEnter={preloadSwitch}
      onFocus={preloadSwitch}
      aria-label={label}
      title={noContracts ? `Wrong network: ${name}` : undefined}
    >
      {unsupported ? (
        <span>Wrong network</span>
      ) : (
        <>
          <ChainIcon chainId={chainId} />
          <span className="wallet-chain-name">{name}</span>
          {noContracts && (
            <>
              {' '}
              <span className="wallet-chain-flag">Wrong network</span>
            </>
          )}
        </>
      )}
      <span aria-hidden="true" className="wallet-caret">
        ▾
      </span>
    </button>
  )
}

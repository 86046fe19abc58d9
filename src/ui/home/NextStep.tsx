import { Link } from 'wouter'
import { useModals } from '../modals/ModalContext'
import { useWalletState } from '../session/useWallet'
import { paths } from '../shell/routes/paths'
import { useRoutePrefetch } from '../shell/routes/routePrefetch'

/** What the visitor can do next: connect first, then stake or mint. */
export function NextStep() {
  const { status } = useWalletState()
  const { openConnectModal } = useModals()
  const prefetchRoute = useRoutePrefetch()
  const connected = status === 'connected'
  // Fetch the page's chunk on intent (hover / focus), not on view: Home is on the first load's budget.
  const preloadStake = () => prefetchRoute(paths.stake)
  const preloadMint = () => prefetchRoute(paths.mint)
  return (
    <section className="next-steps" aria-label="Next steps">
      {!connected && (
        <div className="card next-step next-connect">
          <h2>1. Connect a wallet</h2>
          <p className="muted">
            Use a browser wallet, WalletConnect or Safe. Nothing is sent without your confirmation.
          </p>
          <button type="button" className="btn btn-primary" onClick={openConnectModal}>
            Connect your wallet
          </button>
        </div>
      )}
      <div className="card next-step">
        <h2>{connected ? 'Stake STK' : '2. Stake STK'}</h2>
        <p className="muted">Lock STK for a period of your choice at a fixed reward rate. Claim rewards any time.</p>
        <Link href={paths.stake} className="btn" onMouseEnter={preloadStake} onFocus={preloadStake}>
          Go to Stake
        </Link>
      </div>
      <div className="card next-step">
        <h2>{connected ? 'Mint a token' : '3. Mint a token'}</h2>
        <p className="muted">On-chain SVG art, a few per wallet. See every token in the Collection.</p>
        <Link href={paths.mint} className="btn" onMouseEnter={preloadMint} onFocus={preloadMint}>
          Go to Mint
        </Link>
      </div>
    </section>
  )
}

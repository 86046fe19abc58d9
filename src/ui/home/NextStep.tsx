import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useModals } from '../modals/ModalContext'
import { CONNECT_WALLET_LABEL } from '../connect/connectLabel'
import { useWalletState } from '../wallet/useWallet'
import { paths } from '../shell/routes/paths'
import { useRoutePrefetch } from '../shell/routes/routePrefetch'

interface StepFaceProps {
  readonly shown: boolean
  readonly children: ReactNode
}

/**
 * One of the first step's two faces. Both are laid out in the same cell, the hidden one invisible and inert, so
 * the card keeps its size when a returning visitor's wallet reconnects after the page painted (no layout shift).
 */
function StepFace({ shown, children }: StepFaceProps) {
  return (
    <div
      className={shown ? 'next-step-face' : 'next-step-face next-step-face-hidden'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {children}
    </div>
  )
}

/** What the visitor can do next: connect first, then stake or mint. */
export function NextStep() {
  const { status } = useWalletState()
  const { openConnectModal, openAccountModal } = useModals()
  const prefetchRoute = useRoutePrefetch()
  const connected = status === 'connected'
  // Fetch the page's chunk on intent (hover / focus), not on view: Home is on the first load's budget.
  const preloadStake = () => prefetchRoute(paths.stake)
  const preloadMint = () => prefetchRoute(paths.mint)
  return (
    <section className="next-steps" aria-label="Next steps">
      <div className={connected ? 'card next-step next-step-first' : 'card next-step next-step-first next-connect'}>
        <StepFace shown={!connected}>
          <h2>1. Connect a wallet</h2>
          <p className="muted">
            Use a browser wallet, WalletConnect or Safe. Nothing is sent without your confirmation.
          </p>
          <button type="button" className="btn btn-primary" onClick={openConnectModal}>
            {CONNECT_WALLET_LABEL}
          </button>
        </StepFace>
        <StepFace shown={connected}>
          <h2>1. Wallet connected</h2>
          <p className="muted">Ready to stake and mint. Your account and its transactions are in the header.</p>
          <button type="button" className="btn" onClick={openAccountModal}>
            View account
          </button>
        </StepFace>
      </div>
      <div className="card next-step">
        <h2>2. Stake STK</h2>
        <p className="muted">Lock STK for a period of your choice at a fixed reward rate. Claim rewards any time.</p>
        <Link href={paths.stake} className="btn" onMouseEnter={preloadStake} onFocus={preloadStake}>
          Go to Stake
        </Link>
      </div>
      <div className="card next-step">
        <h2>3. Mint a token</h2>
        <p className="muted">On-chain SVG art, a few per wallet. See every token in the Collection.</p>
        <Link href={paths.mint} className="btn" onMouseEnter={preloadMint} onFocus={preloadMint}>
          Go to Mint
        </Link>
      </div>
    </section>
  )
}

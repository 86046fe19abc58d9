import { Suspense, useEffect } from 'react'
import { ErrorBoundary } from '../kit/ErrorBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { ConnectButton } from '../connect/ConnectButton'
import { useWalletState } from '../session/useWallet'
import './walletControl.css'

// Balance, ENS and chain icons are not needed before a wallet is in use: keep them off the first load.
const connectedControl = lazyComponent<Record<never, never>>(() =>
  import('./ConnectedControl').then((m) => m.ConnectedControl),
)

/** The header's wallet control: 'Connect Wallet', or the chain and account buttons once connected. */
export function WalletControl() {
  const { status, address } = useWalletState()
  useEffect(() => {
    if (status !== 'disconnected') void connectedControl.preload().catch(() => undefined)
  }, [status])
  if (status !== 'connected' || !address) return <ConnectButton />
  return (
    // A chunk that fails to load (offline) leaves a retry in the header, not a broken page.
    <ErrorBoundary
      fallback={(retry) => (
        <button type="button" className="btn" onClick={retry}>
          Retry loading account
        </button>
      )}
    >
      <Suspense fallback={<span className="wallet-control-placeholder" role="status" aria-label="Loading account" />}>
        <connectedControl.Component />
      </Suspense>
    </ErrorBoundary>
  )
}

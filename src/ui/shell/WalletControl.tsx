import { useEffect } from 'react'
import { ConnectButton } from '../connect/ConnectButton'
import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { prefetch } from '../kit/prefetch'
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
    if (status !== 'disconnected') prefetch(connectedControl.preload)
  }, [status])
  if (status !== 'connected' || !address) return <ConnectButton />
  return (
    // A chunk that fails to load (offline) leaves a retry in the header, not a broken page.
    <LazyBoundary
      failed={(retry) => (
        <button type="button" className="btn" onClick={retry}>
          Retry loading account
        </button>
      )}
      loading={<span className="wallet-control-placeholder" role="status" aria-label="Loading account" />}
    >
      <connectedControl.Component />
    </LazyBoundary>
  )
}

import { useEffect } from 'react'
import { ConnectButton } from '../connect/ConnectButton'
import { LazyBoundary } from '../kit/LazyBoundary'
import { prefetch } from '../kit/prefetch'
import { useWalletLoading } from '../session/WalletLoaderContext'
import { useWalletState } from '../session/useWallet'
import { connectedControl } from './connectedControlChunk'
import './walletControl.css'

/** Where the account pill will be while a returning visitor's wallet reconnects: not 'Connect Wallet' yet. */
function ReconnectingPill() {
  return (
    <span className="wallet-reconnecting" role="status" aria-label="Reconnecting wallet">
      <span className="wallet-reconnecting-avatar" />
      <span className="wallet-reconnecting-name" />
    </span>
  )
}

/**
 * The header's wallet control: 'Connect Wallet', or the chain and account buttons once connected;
 * a placeholder pill while a saved session reconnects (its module loading, then `reconnect()`).
 */
export function WalletControl() {
  const { status, address } = useWalletState()
  const { reconnectAhead } = useWalletLoading()
  const inUse = status !== 'disconnected' || reconnectAhead
  useEffect(() => {
    if (inUse) prefetch(connectedControl.preload)
  }, [inUse])
  if (status === 'reconnecting' || (reconnectAhead && status === 'disconnected')) return <ReconnectingPill />
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

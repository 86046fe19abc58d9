import { useEffect } from 'react'
import type { Address } from 'viem'
import { shortenAddress } from '../../wallet/index.ts'
import { ConnectButton } from '../connect/ConnectButton'
import { LazyBoundary } from '../kit/LazyBoundary'
import { prefetch } from '../kit/prefetch'
import { useWalletLoading } from '../loading/WalletLoaderContext'
import { useWalletState } from '../wallet/useWallet'
import { connectedControl } from './connectedControlChunk'
import './walletControl.css'

/**
 * Where the account pill will be while a returning visitor's wallet reconnects: not 'Connect Wallet' yet. With the
 * account the page was served for, it already names it (from the first paint on a server that read the cookie).
 */
function ReconnectingPill({ account }: { readonly account: Address | undefined }) {
  const name = account ? shortenAddress(account) : undefined
  return (
    <span
      className="wallet-reconnecting"
      role="status"
      aria-label={name ? `Reconnecting wallet ${name}` : 'Reconnecting wallet'}
      data-account={name}
    >
      <span className="wallet-reconnecting-avatar" />
      {name ? (
        <span className="wallet-reconnecting-address">{name}</span>
      ) : (
        <span className="wallet-reconnecting-name" />
      )}
    </span>
  )
}

/**
 * The header's wallet control: 'Connect Wallet', or the chain and account buttons once connected;
 * a placeholder pill while a saved session reconnects (its module loading, then `reconnect()`).
 */
export function WalletControl() {
  const { status, address } = useWalletState()
  const { reconnectAhead, rememberedAccount } = useWalletLoading()
  const inUse = status !== 'disconnected' || reconnectAhead
  useEffect(() => {
    if (inUse) prefetch(connectedControl.preload)
  }, [inUse])
  if (status === 'reconnecting' || (reconnectAhead && status === 'disconnected'))
    return <ReconnectingPill account={rememberedAccount} />
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

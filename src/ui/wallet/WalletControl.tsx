import { AccountButton } from './AccountButton'
import { ChainButton } from './ChainButton'
import { ConnectButton } from './ConnectButton'
import { useWalletState } from './useWallet'
import './walletControl.css'

/** The header's wallet control: 'Connect Wallet', or the chain and account buttons once connected. */
export function WalletControl() {
  const { status, address } = useWalletState()
  if (status !== 'connected' || !address) return <ConnectButton />
  return (
    <div className="wallet-control">
      <ChainButton />
      <AccountButton />
    </div>
  )
}

import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { chainName } from './contractsChain'
import './switchToChain.css'

/**
 * On figures read from a chain other than the connected wallet's (its network has no contracts, so the app
 * shows the first chain that does): 'Localhost figures', so nobody takes them for their own network's.
 */
export function ReadChainNote() {
  const { wallet, provider } = useSnapshot(appState)
  if (!wallet || provider.chainId === undefined || provider.chainId === wallet.chainId) return null
  const name = chainName(provider.chainId)
  return (
    <p className="read-chain-note" data-testid="read-chain-note">
      <strong>{name} figures</strong>, not {chainName(wallet.chainId)}&apos;s: your wallet is on another network.
    </p>
  )
}

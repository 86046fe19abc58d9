import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { chainName } from './contractsChain'
import './switchToChain.css'

/**
 * On figures read from a chain other than the connected wallet's (its network has no contracts, so the app
 * shows the first chain that does): 'Localhost figures', so nobody takes them for their own network's.
 */
export function ChainFiguresNote({
  readChainId,
  walletChainId,
}: {
  readonly readChainId: number
  readonly walletChainId: number
}) {
  if (readChainId === walletChainId) return null
  return (
    <p className="read-chain-note" data-testid="read-chain-note">
      <strong>{chainName(readChainId)} figures</strong>, not {chainName(walletChainId)}&apos;s: your wallet is on
      another network.
    </p>
  )
}

/** ChainFiguresNote for the pages whose figures come from the app state's read chain (Stake, Mint). */
export function ReadChainNote() {
  const { wallet, provider } = useSnapshot(appState)
  if (!wallet || provider.chainId === undefined) return null
  return <ChainFiguresNote readChainId={provider.chainId} walletChainId={wallet.chainId} />
}

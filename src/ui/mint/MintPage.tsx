import { MintForm } from './MintForm'
import { MintPreview } from './MintPreview'
import { ReadChainNote } from '../network/ReadChainNote'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useWallet } from '../wallet/useWallet'
import '../kit/page.css'
import '../collection/collection.css'
import './mint.css'

/** /mint: the next token's art, price, supply, quantity within the per-wallet limit, total cost, mint. */
export function MintPage() {
  const { reads, provider } = useAppState()
  const blocker = useWriteBlockerError()
  const ready = useAccountReadsReady()
  const { chains } = useWallet()
  const nativeSymbol = chains.find((chain) => chain.id === provider.chainId)?.nativeCurrency.symbol ?? 'ETH'
  const stats = reads.collection
  // The wallet's own numbers count only once read for this wallet and chain; before that they are unknown.
  const account =
    !blocker && ready ? { mintedByUser: reads.mintedByUser, nativeBalance: reads.nativeBalance } : undefined
  return (
    <div className="app-page mint-page">
      <div className="page-header">
        <h1>Mint</h1>
        <p className="muted">
          Generative art stored entirely on-chain. Each wallet may mint a few; every token shows up in the Collection.
        </p>
      </div>
      <ReadChainNote />
      <div className="mint-columns">
        <MintPreview stats={stats} chainKey={`${provider.chainId ?? ''}:${provider.contracts?.collection ?? ''}`} />
        <MintForm stats={stats} account={account} symbol={nativeSymbol} blocker={blocker} readError={reads.readError} />
      </div>
    </div>
  )
}

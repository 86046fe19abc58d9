import { useState } from 'react'
import { Link } from 'wouter'
import { TOKENS_PER_PAGE, pageCount, readTokenCards, resolveReadTarget } from '../../app'
import { Pager } from './Pager'
import { TokenGrid } from './TokenGrid'
import { useTokenPage } from './useTokenPage'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { FeedbackLine } from '../kit/FeedbackLine'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useModals } from '../modals/ModalContext'
import { CONNECT_WALLET_LABEL } from '../connect/connectLabel'
import '../kit/page.css'
import './collection.css'
import { useAppContext } from '../app/AppServices.tsx'

/** /comingSoon: the connected wallet's tokens (one multicall per page), or a way to get some. */
export function MyCollectionPage() {
  const context = useAppContext()
  const { reads, provider, address } = useAppState()
  const blockerError = useWriteBlockerError()
  const blocker = blockerError?.shortMessage
  const ready = useAccountReadsReady()
  const { openConnectModal } = useModals()
  const [page, setPage] = useState(0)
  const owned = blocker || !ready ? [] : reads.ownedTokenIds
  const pages = pageCount(BigInt(owned.length))
  const shownPage = Math.min(page, Math.max(0, pages - 1))
  const ids = owned.slice(shownPage * TOKENS_PER_PAGE, (shownPage + 1) * TOKENS_PER_PAGE)
  const target = provider.contracts && !blocker ? resolveReadTarget(context) : undefined
  const key = `${provider.chainId ?? ''}:${address}:${ids.join(',')}`
  const { tokens, loading, error } = useTokenPage(
    key,
    target && ids.length > 0 ? () => readTokenCards(target.client, target.contracts.collection, ids) : undefined,
  )
  return (
    <div className="app-page my-collection-page">
      <div className="page-header">
        <h1>My Collection</h1>
        <p className="muted">
          {blocker || !ready
            ? 'The tokens held by your wallet.'
            : `${owned.length} ${owned.length === 1 ? 'token' : 'tokens'} in this wallet.`}
        </p>
      </div>
      {error && <FeedbackLine feedback={{ kind: 'error', text: error }} />}
      {blocker ? (
        <div className="card empty-state">
          {blockerError?.code === 'not-connected' ? (
            <>
              <p>Connect a wallet to see the tokens it holds.</p>
              <button type="button" className="btn btn-primary" onClick={openConnectModal}>
                {CONNECT_WALLET_LABEL}
              </button>
            </>
          ) : (
            <p>{blocker}</p>
          )}
        </div>
      ) : !ready ? (
        <p className="muted" role="status">
          Loading your tokens…
        </p>
      ) : owned.length === 0 ? (
        <div className="card empty-state">
          <p>You do not own any tokens yet.</p>
          <Link href="/mint" className="btn btn-primary">
            Mint your first
          </Link>
        </div>
      ) : (
        <>
          <TokenGrid tokens={tokens} label="Your tokens" />
          {loading && tokens.length === 0 && <p className="muted">Loading tokens…</p>}
          <Pager page={shownPage} pages={pages} onPage={setPage} busy={loading} />
        </>
      )}
    </div>
  )
}

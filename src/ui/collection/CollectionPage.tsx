import { useState } from 'react'
import { Link } from 'wouter'
import { TOKENS_PER_PAGE, pageCount, readCollectionPage, resolveReadTarget } from '../../app'
import { Pager } from './Pager'
import { TokenGrid } from './TokenGrid'
import { useTokenPage } from './useTokenPage'
import { useAppState } from '../appState/useAppState'
import { FeedbackLine } from '../kit/FeedbackLine'
import '../kit/page.css'
import './collection.css'
import { useAppContext } from '../app/AppServices.tsx'

const count = new Intl.NumberFormat('en-US')
const minBigInt = (a: bigint, b: bigint): bigint => (a < b ? a : b)

/** /collection: every minted token, a page of 24 at a time (two multicalls per page). */
export function CollectionPage() {
  const context = useAppContext()
  const { reads, provider } = useAppState()
  const [page, setPage] = useState(0)
  const total = reads.collection?.totalSupply
  const pages = total === undefined ? 0 : pageCount(total)
  const shownPage = Math.min(page, Math.max(0, pages - 1))
  const target = provider.contracts ? resolveReadTarget(context) : undefined
  // a full page does not change when more tokens are minted: key on the tokens this page shows
  const pageEnd = total === undefined ? undefined : minBigInt(total, BigInt((shownPage + 1) * TOKENS_PER_PAGE))
  const key = `${provider.chainId ?? ''}:${provider.contracts?.collection ?? ''}:${pageEnd ?? ''}:${shownPage}`
  const { tokens, loading, error } = useTokenPage(
    key,
    target && total !== undefined
      ? () => readCollectionPage(target.client, target.contracts.collection, total, shownPage)
      : undefined,
  )
  return (
    <div className="app-page collection-page">
      <div className="page-header collection-toolbar">
        <div>
          <h1>Collection</h1>
          <p className="muted">
            {total === undefined
              ? 'Loading the collection…'
              : `${count.format(total)} minted of ${reads.collection ? count.format(reads.collection.maxSupply) : '…'}. Images and names are read from the chain.`}
          </p>
        </div>
        <Link href="/mint" className="btn btn-primary">
          Mint
        </Link>
      </div>
      {error && <FeedbackLine feedback={{ kind: 'error', text: error }} />}
      {total === 0n ? (
        <div className="card empty-state">
          <p>Nothing minted yet.</p>
          <Link href="/mint" className="btn btn-primary">
            Be the first to mint
          </Link>
        </div>
      ) : (
        <>
          <TokenGrid tokens={tokens} label={`Tokens, page ${shownPage + 1}`} />
          {loading && tokens.length === 0 && <p className="muted">Loading tokens…</p>}
          <Pager page={shownPage} pages={pages} onPage={setPage} busy={loading} />
          {pages > 1 && <p className="muted pager-note">{TOKENS_PER_PAGE} tokens per page.</p>}
        </>
      )}
    </div>
  )
}

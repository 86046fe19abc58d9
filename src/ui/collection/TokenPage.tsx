import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import { chainMeta } from '../../chains'
import { cleanText, parseTokenId, readTokenDetail, resolveReadTarget, type TokenDetail } from '../../app'
import { useAppState } from '../appState/useAppState'
import { FeedbackLine } from '../kit/FeedbackLine'
import { explorerPageUrl } from '../kit/explorerUrl'
import { useAppContext } from '../app/AppServices.tsx'
import { useChains } from '../wallet/useWallet'
import { paths } from '../shell/routes/paths'
import { usePageTitle } from '../shell/routes/usePageTitle'
import { TokenImage } from './TokenImage'
import '../kit/page.css'
import './collection.css'
import './tokenPage.css'
import { useInBrowser } from '../kit/useInBrowser'

type Loaded =
  | { readonly key: string; readonly detail: TokenDetail }
  | { readonly key: string; readonly error: string }
  | undefined

/**
 * /token/:id: one token's image, name, owner and metadata, read from the chain and shown as text (the same
 * untrusted-input rules as the cards). The build prerenders it once for every id, so the first render (the
 * prerendered HTML, and hydration over it) shows a stand-in that does not depend on the id.
 */
export function TokenPage() {
  const { id: idText = '' } = useParams<{ id: string }>()
  const inBrowser = useInBrowser()
  const id = parseTokenId(idText)
  usePageTitle(inBrowser && id !== undefined ? `Token #${id}` : 'Token')
  return (
    <div className="app-page token-page">
      <Link href={paths.collection} className="token-back">
        ← Collection
      </Link>
      {!inBrowser ? <TokenStandIn /> : id === undefined ? <NoSuchToken text={idText} /> : <TokenView id={id} />}
    </div>
  )
}

function TokenStandIn({ title = 'Token' }: { readonly title?: string }) {
  return (
    <div className="token-detail" role="status" aria-label={`Loading ${title}`}>
      <div className="token-detail-frame token-frame">
        <span className="skeleton token-detail-skeleton" />
      </div>
      <div className="token-detail-text">
        <h1>{title}</h1>
        <span className="skeleton" style={{ width: '70%' }} />
        <span className="skeleton" style={{ width: '50%' }} />
      </div>
    </div>
  )
}

function NoSuchToken({ text }: { readonly text: string }) {
  return (
    <div className="card empty-state">
      <h1>No such token</h1>
      {/* The id is the URL's, anyone's link: cleaned like metadata (no bidi overrides, no half of a surrogate pair). */}
      <p>‘{cleanText(text, 40)}’ is not a token number. Tokens are numbered from 1.</p>
      <Link href={paths.collection} className="btn btn-primary">
        See the collection
      </Link>
    </div>
  )
}

function TokenView({ id }: { readonly id: bigint }) {
  const context = useAppContext()
  const { provider, address } = useAppState()
  const chains = useChains()
  const target = provider.contracts ? resolveReadTarget(context) : undefined
  const key = `${target?.chainId ?? ''}:${target?.contracts.collection ?? ''}:${id}`
  const [loaded, setLoaded] = useState<Loaded>(undefined)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the read depends on; `attempt` retries it
  useEffect(() => {
    if (!target) return
    let current = true
    readTokenDetail(target.client, target.contracts.collection, id).then(
      (detail) => current && setLoaded({ key, detail }),
      (error: unknown) => {
        console.error(error)
        if (current) setLoaded({ key, error: 'Could not read this token from the chain.' })
      },
    )
    return () => {
      current = false
    }
  }, [key, attempt])

  const shown = loaded?.key === key ? loaded : undefined
  if (!shown) return <TokenStandIn title={`Token #${id}`} />
  if ('error' in shown)
    return (
      <div className="card empty-state">
        <h1>Token #{String(id)}</h1>
        <FeedbackLine feedback={{ kind: 'error', text: shown.error }} />
        <button type="button" className="btn" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </button>
      </div>
    )
  const { detail } = shown
  if (!detail.minted)
    return (
      <div className="card empty-state">
        <h1>Token #{String(id)}</h1>
        <p>This token has not been minted yet.</p>
        <Link href={paths.mint} className="btn btn-primary">
          Mint
        </Link>
      </div>
    )
  const chain = chains.find((candidate) => candidate.id === target?.chainId)
  const explorer = chain?.blockExplorers?.default.url
  const fallbackName = `Token #${id}`
  const metadata = detail.metadata.ok ? detail.metadata.metadata : undefined
  const name = metadata?.name || fallbackName
  const yours = detail.owner !== undefined && detail.owner.toLowerCase() === address.toLowerCase()
  return (
    <article className="token-detail" aria-labelledby="token-name">
      <div className="token-detail-frame token-frame">
        <TokenImage metadata={detail.metadata} fallbackName={fallbackName} />
      </div>
      <div className="token-detail-text">
        <h1 id="token-name">{name}</h1>
        {metadata?.description && <p className="token-description">{metadata.description}</p>}
        {!detail.metadata.ok && (
          <p className="token-warning" role="note">
            Metadata unreadable: {detail.metadata.reason}.
          </p>
        )}
        <dl className="token-facts">
          <dt>Token</dt>
          <dd>#{String(id)}</dd>
          <dt>Owner</dt>
          <dd className="token-address">
            {detail.owner === undefined ? (
              'Could not be read'
            ) : (
              <>
                {explorer ? (
                  <a href={explorerPageUrl(explorer, 'address', detail.owner)} target="_blank" rel="noreferrer">
                    {detail.owner}
                  </a>
                ) : (
                  detail.owner
                )}
                {yours && <span className="token-yours"> (you)</span>}
              </>
            )}
          </dd>
          {target && (
            <>
              <dt>Contract</dt>
              <dd className="token-address">{target.contracts.collection}</dd>
            </>
          )}
          {chain && (
            <>
              <dt>Network</dt>
              <dd>{chainMeta(chain.id)?.name ?? chain.name}</dd>
            </>
          )}
        </dl>
        {metadata && metadata.attributes.length > 0 && (
          <section aria-labelledby="token-attributes">
            <h2 id="token-attributes">Attributes</h2>
            <dl className="token-attributes">
              {metadata.attributes.map((attribute, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: attributes may repeat a trait; their order is the contract's
                <div key={index} className="token-attribute">
                  <dt>{attribute.trait}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  )
}

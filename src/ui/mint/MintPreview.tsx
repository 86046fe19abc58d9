import { readTokenCards, resolveReadTarget } from '../../app'
import { TokenImage, TokenPlaceholder } from '../collection/TokenImage'
import { useTokenPage } from '../collection/useTokenPage'
import { useAppContext } from '../session/AppServices.tsx'

/** The most recently minted token's on-chain art, as a taste of what a mint gives. */
export function MintPreview({
  latestId,
  chainKey,
}: {
  readonly latestId: bigint | undefined
  readonly chainKey: string
}) {
  const context = useAppContext()
  const target = latestId !== undefined && latestId > 0n ? resolveReadTarget(context) : undefined
  const { tokens } = useTokenPage(
    `${chainKey}:${latestId ?? ''}`,
    target && latestId !== undefined
      ? () => readTokenCards(target.client, target.contracts.collection, [latestId])
      : undefined,
  )
  const latest = tokens[0]
  const name = latest?.metadata.ok && latest.metadata.metadata.name ? latest.metadata.metadata.name : undefined
  return (
    <figure className="mint-preview card">
      <div className="token-frame">
        {latest ? (
          <TokenImage metadata={latest.metadata} fallbackName={`Token #${latest.id}`} />
        ) : (
          <TokenPlaceholder label="Preview" />
        )}
      </div>
      <figcaption className="muted">
        {name ? `Latest mint: ${name}` : 'Every token is drawn on-chain as an SVG.'}
      </figcaption>
    </figure>
  )
}

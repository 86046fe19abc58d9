import { nextTokenId, readTokenPreview, resolveReadTarget, type CollectionStats } from '../../app'
import { TokenImage, TokenPlaceholder } from '../collection/TokenImage'
import { useTokenPage } from '../collection/useTokenPage'
import { Skeleton } from '../kit/Skeleton'
import { useAppContext } from '../app/AppServices.tsx'

export const PREVIEW_FAILED_MESSAGE = 'Could not read the art of the next token from the chain.'

/** Which token the preview shows: the one the next mint receives, or the last one once sold out. */
function previewTarget(stats: CollectionStats): { id: bigint; soldOut: boolean } {
  const soldOut = stats.totalSupply >= stats.maxSupply
  return { id: soldOut ? stats.maxSupply : nextTokenId(stats.totalSupply), soldOut }
}

/** The contract's own art for the next token id, read before minting (previewTokenURI). */
export function MintPreview({
  stats,
  chainKey,
}: {
  readonly stats: CollectionStats | undefined
  readonly chainKey: string
}) {
  const context = useAppContext()
  const wanted = stats && stats.maxSupply > 0n ? previewTarget(stats) : undefined
  const target = wanted ? resolveReadTarget(context) : undefined
  const { tokens, loading, error } = useTokenPage(
    `${chainKey}:${wanted?.id ?? ''}`,
    target && wanted
      ? async () => [await readTokenPreview(target.client, target.contracts.collection, wanted.id)]
      : undefined,
  )
  // After a mint the hook still holds the previous token until the new one is read: never caption it 'Next'.
  const shown = tokens[0] !== undefined && tokens[0].id === wanted?.id ? tokens[0] : undefined
  const fallbackName = `Token #${wanted?.id ?? ''}`
  const name = shown?.metadata.ok && shown.metadata.metadata.name ? shown.metadata.metadata.name : fallbackName
  const waiting = !shown && (stats === undefined || loading)
  return (
    <figure className="mint-preview card" aria-busy={waiting || undefined}>
      <div className="token-frame">
        {shown ? (
          <TokenImage metadata={shown.metadata} fallbackName={fallbackName} />
        ) : waiting ? (
          // a width beyond the frame: the kit's max-width (100%) makes it fill the square
          <Skeleton width={999} label="Loading the next token's art" />
        ) : (
          <TokenPlaceholder label="Preview unavailable" />
        )}
      </div>
      <figcaption className="muted" data-testid="mint-preview-caption">
        {shown ? (
          `${wanted?.soldOut ? 'Last' : 'Next'}: ${name}`
        ) : waiting ? (
          <Skeleton width={16} label="Loading the next token's name" />
        ) : error ? (
          <span role="status">{PREVIEW_FAILED_MESSAGE}</span>
        ) : (
          'Every token is drawn on-chain as an SVG.'
        )}
      </figcaption>
    </figure>
  )
}

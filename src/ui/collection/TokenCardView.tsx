import { Link } from 'wouter'
import type { TokenCard } from '../../app'
import { tokenPath } from '../shell/routes/paths'
import { TokenImage } from './TokenImage'

/** Whether `name` already says '#<id>' ('StakeMint #1' for token 1, not 'Genesis #10' for token 1). */
function nameShowsId(name: string, id: bigint): boolean {
  return new RegExp(`#${id}(?!\\d)`).test(name)
}

/**
 * One token: image, name as plain text, and its id once: beside the name only when the name does not say it
 * (the collection's names are 'StakeMint #N'). Malformed metadata shows a placeholder and says so. The card opens
 * the token's page.
 */
export function TokenCardView({ token }: { readonly token: TokenCard }) {
  const fallbackName = `Token #${token.id}`
  const name = token.metadata.ok && token.metadata.metadata.name ? token.metadata.metadata.name : fallbackName
  const showsId = nameShowsId(name, token.id)
  // One name for the link (the image's alt and the caption would say it twice).
  const label = `${name}${showsId ? '' : ` #${token.id}`}${token.metadata.ok ? '' : ', metadata unreadable'}`
  return (
    <li className="token-card" data-token-id={String(token.id)}>
      <Link href={tokenPath(token.id)} className="token-link" aria-label={label}>
        <div className="token-frame">
          <TokenImage metadata={token.metadata} fallbackName={fallbackName} />
        </div>
        <div className="token-caption">
          <span className="token-name" title={name}>
            {name}
          </span>
          {!showsId && <span className="token-id">#{String(token.id)}</span>}
        </div>
        {!token.metadata.ok && <span className="token-warning">Metadata unreadable</span>}
      </Link>
    </li>
  )
}

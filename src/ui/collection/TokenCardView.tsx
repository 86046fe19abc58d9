import type { TokenCard } from '../../app'
import { TokenImage } from './TokenImage'

/** One token: image, name as plain text, id. Malformed metadata shows a placeholder and says so. */
export function TokenCardView({ token }: { readonly token: TokenCard }) {
  const fallbackName = `Token #${token.id}`
  const name = token.metadata.ok && token.metadata.metadata.name ? token.metadata.metadata.name : fallbackName
  return (
    <li className="token-card" data-token-id={String(token.id)}>
      <div className="token-frame">
        <TokenImage metadata={token.metadata} fallbackName={fallbackName} />
      </div>
      <div className="token-caption">
        <span className="token-name" title={name}>
          {name}
        </span>
        <span className="token-id">#{String(token.id)}</span>
      </div>
      {!token.metadata.ok && <span className="token-warning">Metadata unreadable</span>}
    </li>
  )
}

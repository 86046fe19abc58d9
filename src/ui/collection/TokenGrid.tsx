import type { TokenCard } from '../../app'
import { TokenCardView } from './TokenCardView'

export function TokenGrid({ tokens, label }: { readonly tokens: readonly TokenCard[]; readonly label: string }) {
  return (
    <ul className="token-grid" aria-label={label}>
      {tokens.map((token) => (
        <TokenCardView key={String(token.id)} token={token} />
      ))}
    </ul>
  )
}

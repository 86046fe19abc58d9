import { ChainIconDisc, type ChainIconProps } from './ChainIconDisc'
import { chainIconSrc } from './chainIcons'

/** The chain's own mark, drawn from the icon table (in this chunk, with the icons); '?' for a chain without one. */
export function ChainIconImage({ chainId, size = 24 }: ChainIconProps) {
  const src = chainIconSrc(chainId)
  if (!src) return <ChainIconDisc size={size} unknown />
  return <img className="chain-icon" src={src} alt="" width={size} height={size} />
}

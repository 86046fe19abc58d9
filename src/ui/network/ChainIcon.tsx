import { chainMeta } from '../../chains'

interface ChainIconProps {
  readonly chainId: number
  readonly size?: number
}

/** The chain's icon on its brand background; a neutral disc with '?' for chains we do not know. */
export function ChainIcon({ chainId, size = 24 }: ChainIconProps) {
  const meta = chainMeta(chainId)
  if (!meta) {
    return (
      <span className="chain-icon chain-icon-unknown" style={{ width: size, height: size }} aria-hidden="true">
        ?
      </span>
    )
  }
  return (
    <img
      className="chain-icon"
      src={meta.iconUrl}
      alt=""
      width={size}
      height={size}
      style={{ background: meta.iconBackground }}
    />
  )
}

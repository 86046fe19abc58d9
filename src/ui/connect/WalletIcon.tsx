interface WalletIconProps {
  readonly url: string
  readonly background: string
  readonly size: number
}

/** A wallet's icon on its brand background, rounded like the kits people know. */
export function WalletIcon({ url, background, size }: WalletIconProps) {
  return (
    <img
      className="wallet-icon"
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ background, borderRadius: Math.round(size / 4.5) }}
    />
  )
}

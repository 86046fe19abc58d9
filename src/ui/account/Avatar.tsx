import type { Address } from 'viem'

interface AvatarProps {
  readonly address: Address
  /** ENS avatar URL; only https and data:image URLs are shown. */
  readonly imageUrl?: string
  readonly size: number
}

/** Two hues derived from the address, so each account gets a stable, distinct gradient. */
export function gradientFor(address: string): string {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(12, '0')
  const hueA = parseInt(hex.slice(0, 6), 16) % 360
  const hueB = (hueA + 40 + (parseInt(hex.slice(6, 12), 16) % 160)) % 360
  return `linear-gradient(135deg, hsl(${hueA} 85% 60%), hsl(${hueB} 85% 50%))`
}

const isSafeImageUrl = (url: string) => /^https:\/\//i.test(url) || /^data:image\//i.test(url)

/** The account's ENS avatar, or a generated gradient disc. */
export function Avatar({ address, imageUrl, size }: AvatarProps) {
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const
  if (imageUrl && isSafeImageUrl(imageUrl)) {
    return <img className="avatar" src={imageUrl} alt="" width={size} height={size} style={style} />
  }
  return (
    <span
      className="avatar"
      data-testid="avatar-gradient"
      aria-hidden="true"
      style={{ ...style, background: gradientFor(address), display: 'inline-block' }}
    />
  )
}

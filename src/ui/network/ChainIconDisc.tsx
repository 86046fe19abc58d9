export interface ChainIconProps {
  readonly chainId: number
  readonly size?: number
}

/** A neutral disc: while the icons load (empty), and with '?' for a chain without an icon. */
export function ChainIconDisc({ size = 24, unknown }: { readonly size?: number; readonly unknown: boolean }) {
  return (
    <span
      className={`chain-icon chain-icon-unknown${unknown ? '' : ' chain-icon-loading'}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {unknown ? '?' : ''}
    </span>
  )
}

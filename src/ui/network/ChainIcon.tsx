import { useEffect, useState } from 'react'

type IconModule = typeof import('./chainIcons')

// The icons are a module of their own, fetched with the first chain icon shown, not with the header's code.
let loaded: IconModule | undefined
let loading: Promise<IconModule> | undefined
const loadIcons = (): Promise<IconModule> => {
  loading ??= import('./chainIcons').then((module) => {
    loaded = module
    return module
  })
  return loading
}

interface ChainIconProps {
  readonly chainId: number
  readonly size?: number
}

/** The chain's own mark; a neutral disc while the icons load, with '?' for a chain without an icon. */
export function ChainIcon({ chainId, size = 24 }: ChainIconProps) {
  const [icons, setIcons] = useState(loaded)
  useEffect(() => {
    if (icons) return
    let live = true
    loadIcons().then(
      (module) => live && setIcons(module),
      () => undefined, // the disc stays; a failed chunk load must not break the header
    )
    return () => {
      live = false
    }
  }, [icons])
  const src = icons?.chainIconSrc(chainId)
  if (!src) {
    return (
      <span
        className={`chain-icon chain-icon-unknown${icons ? '' : ' chain-icon-loading'}`}
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {icons ? '?' : ''}
      </span>
    )
  }
  return <img className="chain-icon" src={src} alt="" width={size} height={size} />
}

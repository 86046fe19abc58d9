import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { ChainIconDisc, type ChainIconProps } from './ChainIconDisc'

// The icons are a chunk of their own, fetched with the first chain icon shown, not with the header's code.
const chainIconImage = lazyComponent<ChainIconProps>(() => import('./ChainIconImage').then((m) => m.ChainIconImage))

/** Fetches the icons ahead of the first connected header (the Connect a Wallet dialog calls it). */
export function preloadChainIcons(): void {
  void chainIconImage.preload().catch(() => undefined) // the header shows the disc, and retries on its next render
}

/** The chain's own mark; a neutral disc while the icons load (or if they cannot), '?' for a chain without one. */
export function ChainIcon({ chainId, size = 24 }: ChainIconProps) {
  const disc = <ChainIconDisc size={size} unknown={false} />
  return (
    <LazyBoundary loading={disc} failed={() => disc}>
      <chainIconImage.Component chainId={chainId} size={size} />
    </LazyBoundary>
  )
}

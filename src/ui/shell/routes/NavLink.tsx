import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'
import { prefetch as prefetchChunk } from '../../kit/prefetch'
import { pages, type PageKey } from './pages'
import { usePrefetchOnView } from './usePrefetch'

interface NavLinkProps {
  readonly href: string
  readonly page: PageKey
  readonly children: ReactNode
  readonly className?: string
  readonly onNavigate?: () => void
  /** false while the link cannot be seen (e.g. in the closed drawer): no prefetch on view then. */
  readonly prefetchOnView?: boolean
}

/** A router link that marks the active route (aria-current) and prefetches its page's chunk. */
export function NavLink({
  href,
  page,
  children,
  className = 'nav-link',
  onNavigate,
  prefetchOnView = true,
}: NavLinkProps) {
  const [active] = useRoute(href)
  const { preload } = pages[page]
  const ref = usePrefetchOnView<HTMLAnchorElement>(preload, prefetchOnView)
  const prefetch = () => prefetchChunk(preload)
  return (
    <Link
      href={href}
      ref={ref}
      className={className}
      aria-current={active ? 'page' : undefined}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={onNavigate}
    >
      {children}
    </Link>
  )
}

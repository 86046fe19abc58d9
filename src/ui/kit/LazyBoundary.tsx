import { Suspense, type ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'

interface LazyBoundaryProps {
  /** Shown when the chunk cannot load (offline, new deploy) or the component throws; `retry` mounts it afresh. */
  readonly failed: (retry: () => void) => ReactNode
  /** Shown while the chunk is still downloading. */
  readonly loading?: ReactNode
  readonly children: ReactNode
}

/** Where a lazily loaded component renders: a loading stand-in, and a failure that never blanks the page. */
export function LazyBoundary({ failed, loading = null, children }: LazyBoundaryProps) {
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  )
}

import { useEffect, useRef } from 'react'
import { prefetch } from '../../kit/prefetch'

/** docs/requirements.md, "Routes and layout": a link prefetches its page when it comes within 200 px of the viewport. */
export const PREFETCH_ROOT_MARGIN = '200px'

/**
 * Calls `preload` once the returned ref's element is within the prefetch margin of the viewport.
 * `enabled` false: the element is hidden (closed drawer) and geometry alone would mislead the observer.
 */
export function usePrefetchOnView<T extends Element>(preload: () => Promise<unknown>, enabled = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          prefetch(preload) // navigating retries a failed import
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [preload, enabled])
  return ref
}

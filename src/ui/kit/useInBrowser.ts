import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * false while the build prerenders and while the client hydrates that HTML, true after: a page prerendered once for
 * many paths (the 404 page, a token's page) renders what depends on the path only once it runs in the browser, so
 * hydration meets the markup it expects.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

import { createContext, useContext } from 'react'

/**
 * Fetches the chunk of the page at a path ahead of a click. AppRoutes, which owns the page table,
 * provides it; pages use it without importing that table (which loads them).
 */
export const RoutePrefetchContext = createContext<(href: string) => void>(() => undefined)

export function useRoutePrefetch(): (href: string) => void {
  return useContext(RoutePrefetchContext)
}

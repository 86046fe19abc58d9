import { useSyncExternalStore } from 'react'

/** Live result of a CSS media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  )
}

/** docs/requirements.md, "Wallet dialogs": the Connect dialog is compact below 768 px. */
export const COMPACT_QUERY = '(max-width: 767px)'
/** Phones: narrow screens or touch-first pointers get the bottom sheet and the mobile steps. */
export const MOBILE_QUERY = '(max-width: 499px), (pointer: coarse)'

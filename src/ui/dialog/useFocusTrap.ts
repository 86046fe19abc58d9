import { useEffect, useRef, type RefObject } from 'react'
import { focusableWithin } from './focusable'

/**
 * While `active`: moves focus into `ref`, keeps Tab / Shift+Tab inside it, calls `onEscape`
 * on Escape, and on deactivation returns focus to whatever had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  // The latest callback, read at key time, so the trap itself does not re-run (and re-focus) each render.
  const escapeRef = useRef(onEscape)
  useEffect(() => {
    escapeRef.current = onEscape
  })
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(root)[0] ?? root
    initial.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        escapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableWithin(root)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      const outside = !(current instanceof Node) || !root.contains(current)
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      // Return focus only if it is still inside (or lost): never steal it from somewhere the person moved it.
      const now = document.activeElement
      if (previous && previous.isConnected && (!now || now === document.body || root.contains(now) || !now.isConnected)) {
        previous.focus()
      }
    }
  }, [active, ref])
}

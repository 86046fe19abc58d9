import { useEffect, useRef, type RefObject } from 'react'
import { focusableWithin } from './focusable'

/** Active traps, innermost last: only the top one handles keys (a dialog opened over the drawer). */
const activeTraps: HTMLElement[] = []

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
    activeTraps.push(root)

    // Listening on the document: when a wizard step replaces the focused button, focus falls to
    // <body> and a listener on the dialog itself would no longer hear Escape or Tab.
    const onKeyDown = (event: KeyboardEvent) => {
      if (activeTraps[activeTraps.length - 1] !== root) return
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
    // Focus lost to <body> (its element was removed): bring it back to the dialog for screen readers.
    const onFocusOut = () => {
      setTimeout(() => {
        if (
          activeTraps[activeTraps.length - 1] === root &&
          root.isConnected &&
          document.activeElement === document.body
        )
          root.focus()
      }, 0)
    }
    document.addEventListener('keydown', onKeyDown)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('focusout', onFocusOut)
      activeTraps.splice(activeTraps.indexOf(root), 1)
      // Return focus only if it is still inside (or lost): never steal it from somewhere the person moved it.
      const now = document.activeElement
      if (previous?.isConnected && (!now || now === document.body || root.contains(now) || !now.isConnected)) {
        previous.focus()
      }
    }
  }, [active, ref])
}

import { useEffect, type RefObject } from 'react'

/** The CSS variable the page's bottom padding reads (toasts.css), so its last controls scroll clear of the toast. */
const ROOM_VARIABLE = '--toast-room'
/** The area's gap from the viewport's bottom edge (toasts.css). */
const EDGE_GAP = 16

/**
 * Keeps `--toast-room` at the toast area's height (plus its gap from the edge) while anything is shown in it. Kept
 * when the area moves under the header (useToastPlace), so the page's length does not change with the place.
 */
export function useReservedRoom(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = area.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const measure = () => {
      const { height } = element.getBoundingClientRect()
      const offset =
        element.dataset.place === 'top' ? EDGE_GAP : window.innerHeight - element.getBoundingClientRect().bottom
      root.style.setProperty(ROOM_VARIABLE, height > 0 ? `${Math.ceil(height + offset)}px` : '0px')
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    measure()
    return () => {
      observer.disconnect()
      root.style.removeProperty(ROOM_VARIABLE)
    }
  }, [area])
}

import { useEffect, useState, type RefObject } from 'react'
import { chooseToastPlace, type Box, type ToastPlace } from './toastPlace'

/** Kept between the toasts and the viewport's edge or the header (toasts.css uses the same 16 px). */
const MARGIN = 16
/** What a toast must not cover: the page's buttons and the reasons under disabled ones. */
const CONTROLS = 'main button, main .disabled-reason'

const boxOf = (element: Element): Box => element.getBoundingClientRect()

/**
 * The place for the toast area `area` (toastPlace.ts), measured again when the toasts change (`shown`), on scroll and
 * on resize; with the top offset under the header when the toasts go there.
 */
export function useToastPlace(area: RefObject<HTMLElement | null>, shown: number): { place: ToastPlace; top: number } {
  const [state, setState] = useState<{ place: ToastPlace; top: number }>({ place: 'bottom', top: 0 })
  useEffect(() => {
    const element = area.current
    if (!element || shown === 0) {
      setState((current) => (current.place === 'bottom' ? current : { place: 'bottom', top: 0 }))
      return
    }
    let frame = 0
    const measure = () => {
      frame = 0
      const { height, left, right } = element.getBoundingClientRect()
      const headerBottom = Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0)
      const viewportHeight = window.innerHeight
      const controls = [...document.querySelectorAll(CONTROLS)]
        .map(boxOf)
        .filter((box) => box.bottom > 0 && box.top < viewportHeight && box.right > box.left)
      const place = chooseToastPlace({ viewportHeight, headerBottom, height, left, right, margin: MARGIN, controls })
      const top = headerBottom + MARGIN
      setState((current) => (current.place === place && current.top === top ? current : { place, top }))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [area, shown])
  return state
}

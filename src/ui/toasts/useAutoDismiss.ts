import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { ToastView } from './toastModel'

/**
 * Dismisses each toast that has an `autoDismissMs` once that time is up. Focus inside `pauseArea` (a keyboard
 * or screen-reader user on the toast) holds every clock; leaving restarts them. A pointer does not: a pointer
 * resting there is usually on its way to the button underneath, and the toast must not stay over it.
 */
export function useAutoDismiss(
  toasts: readonly ToastView[],
  dismiss: (id: string) => void,
  pauseArea: RefObject<HTMLElement | null>,
): void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const paused = useRef(false)
  const latest = useRef(toasts)
  latest.current = toasts

  const schedule = useCallback(() => {
    const shown = new Set(latest.current.map((toast) => toast.id))
    for (const [id, timer] of timers.current) {
      if (shown.has(id)) continue
      clearTimeout(timer)
      timers.current.delete(id)
    }
    if (paused.current) return
    for (const { id, autoDismissMs } of latest.current) {
      if (!autoDismissMs || timers.current.has(id)) continue
      const timer = setTimeout(() => {
        timers.current.delete(id)
        dismiss(id)
      }, autoDismissMs)
      timers.current.set(id, timer)
    }
  }, [dismiss])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `toasts` is read through `latest`; a new list must reschedule
  useEffect(schedule, [toasts, schedule])

  useEffect(() => {
    const area = pauseArea.current
    const running = timers.current
    if (!area) return
    const stopClocks = () => {
      for (const timer of running.values()) clearTimeout(timer)
      running.clear()
    }
    const hold = () => {
      paused.current = true
      stopClocks()
    }
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget
      if (next instanceof Node && area.contains(next)) return
      paused.current = false
      schedule()
    }
    area.addEventListener('focusin', hold)
    area.addEventListener('focusout', release)
    // Also after a remount (React's StrictMode runs this effect twice): clocks stopped by the cleanup restart.
    paused.current = false
    schedule()
    return () => {
      area.removeEventListener('focusin', hold)
      area.removeEventListener('focusout', release)
      stopClocks()
    }
  }, [pauseArea, schedule])
}

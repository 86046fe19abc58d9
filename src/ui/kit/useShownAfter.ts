import { useEffect, useState } from 'react'

/**
 * true once `active` has stayed true for `delayMs`; false again as soon as it is false. A wait that ends within a
 * few frames then never flashes its notice (and never moves what is below it in and out again).
 */
export function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && shown
}

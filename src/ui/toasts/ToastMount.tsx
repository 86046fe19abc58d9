import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { flowState } from '../../app/index.ts'
import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { usePendingTransactionCount } from '../history/usePendingTransactionCount'

// The toasts' view is a chunk of its own: nothing of it loads before the first write starts.
const toastHost = lazyComponent<Record<never, never>>(() => import('./ToastHost').then((m) => m.ToastHost))

/**
 * Mounts the toasts once there is something to tell: a write flow started here, or a transaction is
 * pending (also one resumed after a reload). Once mounted they stay, so outcomes are announced.
 */
export function ToastMount() {
  // A write still being checked has nothing to tell yet (a refused input never reaches the wallet).
  const writing = Object.values(useSnapshot(flowState).flows).some((flow) => flow.phase !== 'preparing')
  const pendingCount = usePendingTransactionCount()
  const wanted = writing || pendingCount > 0
  const [mounted, setMounted] = useState(false)
  // Latched during render (React re-renders at once, no extra commit and effect): once shown, they stay.
  if (wanted && !mounted) setMounted(true)
  if (!wanted && !mounted) return null
  return (
    // Toasts are extra: if their chunk cannot load, the page and its forms still say what happened.
    <LazyBoundary failed={() => null}>
      <toastHost.Component />
    </LazyBoundary>
  )
}

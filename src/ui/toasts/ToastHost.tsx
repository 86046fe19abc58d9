import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { flowState } from '../../app/index.ts'
import { useTransactions } from '../history/useTransactions'
import { useChains, useWalletState } from '../wallet/useWallet'
import { ToastItem } from './ToastItem'
import { buildToasts, VISIBLE_TOAST_LIMIT, type ToastView } from './toastModel'
import { useAutoDismiss } from './useAutoDismiss'
import { useReservedRoom } from './useReservedRoom'
import { useToastPlace } from './useToastPlace'
import './toasts.css'

// Navigation start: a transaction sent on this page (even before this chunk arrived) gets its toast.
const PAGE_OPENED = performance.timeOrigin

/**
 * Transaction toasts for the whole app (its own chunk, mounted once the first write starts).
 * Two live regions that exist before any toast, so each toast is announced: progress and success
 * politely, failures assertively.
 */
export function ToastHost() {
  const transactions = useTransactions()
  const { chainId } = useWalletState()
  const explorerUrl = useChains().find((chain) => chain.id === chainId)?.blockExplorers?.default.url
  const { flows } = useSnapshot(flowState)
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  const [seenPending, setSeenPending] = useState<ReadonlySet<string>>(() => new Set())
  // The regions render empty first: content added to an existing live region is what gets read out.
  const [regionsReady, setRegionsReady] = useState(false)
  useEffect(() => setRegionsReady(true), [])

  useEffect(() => {
    const pending = transactions.filter((tx) => tx.status === 'pending' && !seenPending.has(tx.hash))
    if (pending.length > 0) setSeenPending((seen) => new Set([...seen, ...pending.map((tx) => tx.hash)]))
  }, [transactions, seenPending])

  const dismiss = useCallback((id: string) => setDismissed((ids) => new Set(ids).add(id)), [])
  const due = regionsReady
    ? buildToasts({ transactions, flows, explorerUrl, since: PAGE_OPENED, seenPending, dismissed })
    : []
  const toasts = due.slice(0, VISIBLE_TOAST_LIMIT)
  const waiting = due.length - toasts.length
  const pauseRef = useRef<HTMLElement>(null)
  useAutoDismiss(toasts, dismiss, pauseRef)
  // Never over the buttons the toasts report on: at the bottom, or under the header when that covers fewer controls.
  const { place, top } = useToastPlace(pauseRef, toasts.length + waiting)
  useReservedRoom(pauseRef)

  const region = (items: readonly ToastView[]) =>
    items.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />)
  return (
    <section
      className="toast-host"
      aria-label="Transaction notifications"
      ref={pauseRef}
      data-place={place}
      style={place === 'top' ? { top, bottom: 'auto' } : undefined}
    >
      <ol className="toast-list" aria-live="polite">
        {region(toasts.filter((toast) => toast.tone !== 'error'))}
      </ol>
      <ol className="toast-list" aria-live="assertive">
        {region(toasts.filter((toast) => toast.tone === 'error'))}
      </ol>
      {waiting > 0 && (
        <p className="toast-more" data-testid="toast-more">
          {waiting} more {waiting === 1 ? 'update' : 'updates'} after this one · your account lists every transaction
        </p>
      )}
    </section>
  )
}

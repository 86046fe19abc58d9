import { ExternalIcon } from '../kit/icons'
import type { ToastView } from './toastModel'

interface ToastItemProps {
  readonly toast: ToastView
  readonly onDismiss: (id: string) => void
}

/** One toast: what happened, the transaction's explorer link when there is one, and a close button. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  return (
    <li className={`toast toast-${toast.tone}`} data-testid="toast">
      <span className={`toast-mark toast-mark-${toast.tone}`} aria-hidden="true" />
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        <p className="toast-text">{toast.text}</p>
        {toast.href && (
          <a className="toast-link" href={toast.href} target="_blank" rel="noopener noreferrer">
            View on block explorer <ExternalIcon size={14} />
          </a>
        )}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={`Dismiss: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  )
}

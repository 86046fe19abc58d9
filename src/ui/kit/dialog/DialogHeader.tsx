import type { ReactNode } from 'react'

interface DialogHeaderProps {
  readonly titleId: string
  readonly title: ReactNode
  readonly onClose: () => void
  /** Shown at the left, e.g. a Back button inside a wizard. */
  readonly onBack?: () => void
}

/** Title row shared by every dialog: optional back arrow, title, close button. */
export function DialogHeader({ titleId, title, onClose, onBack }: DialogHeaderProps) {
  return (
    <div className="dialog-header">
      {onBack ? (
        <button type="button" className="dialog-icon-button" aria-label="Back" onClick={onBack}>
          <span aria-hidden="true">←</span>
        </button>
      ) : (
        <span className="dialog-header-slot" />
      )}
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <button type="button" className="dialog-icon-button" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  )
}

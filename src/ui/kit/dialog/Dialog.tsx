import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from './useFocusTrap'
import './dialog.css'

export interface DialogProps {
  /** id of the element that names the dialog (its heading). */
  readonly titleId: string
  readonly onClose: () => void
  readonly children: ReactNode
  /** Layout width: 'wide' (Connect on desktop), 'compact' (most dialogs). */
  readonly size?: 'wide' | 'compact'
  readonly className?: string
}

/**
 * Modal dialog: role=dialog + aria-modal + aria-labelledby, focus trapped and returned on close,
 * closed by Escape and by a click on the overlay. Becomes a bottom sheet on phones (dialog.css).
 */
export function Dialog({ titleId, onClose, children, size = 'compact', className = '' }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, true, onClose)

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut only; Escape and the close button serve the keyboard
    <div
      className="dialog-overlay"
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panelRef}
        className={`dialog dialog-${size} ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}

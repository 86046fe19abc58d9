import { Dialog } from './Dialog'
import { DialogHeader } from './DialogHeader'
import { UNEXPECTED_ERROR_MESSAGE } from '../ErrorBoundary'

interface DialogLoadFailedProps {
  readonly onRetry: () => void
  readonly onClose: () => void
}

/** A dialog that crashed or whose chunk could not load: say so, offer retry, keep the page usable. */
export function DialogLoadFailed({ onRetry, onClose }: DialogLoadFailedProps) {
  return (
    <Dialog titleId="dialog-failed-title" onClose={onClose}>
      <DialogHeader titleId="dialog-failed-title" title={UNEXPECTED_ERROR_MESSAGE} onClose={onClose} />
      <div className="dialog-body">
        <button type="button" className="btn btn-primary" style={{ width: '100%' }} onClick={onRetry} data-autofocus>
          Retry
        </button>
      </div>
    </Dialog>
  )
}

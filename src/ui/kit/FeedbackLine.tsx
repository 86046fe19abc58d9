import type { Feedback } from './feedback'
import './feedback.css'

/** The one line under a form's button: pending, success, notice (rejected) or error (alert). */
export function FeedbackLine({ feedback }: { readonly feedback: Feedback }) {
  if (feedback.kind === 'idle') return null
  return (
    <p className={`feedback feedback-${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
      {feedback.kind === 'pending' && <span className="spinner" aria-hidden="true" />}
      {feedback.text}
    </p>
  )
}

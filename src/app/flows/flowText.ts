/** What the views say about a flow's progress: the form under its button and the toasts. */
import type { FlowProgress } from './flowState.ts'

/** 'Step 2 of 2: stake' in a flow of several steps, 'Stake' in a flow of one. */
export function flowStepLabel(progress: FlowProgress): string {
  const name = progress.steps[progress.step - 1] ?? ''
  if (progress.steps.length > 1) return `Step ${progress.step} of ${progress.steps.length}: ${name}`
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/**
 * 'Step 2 of 2: stake — confirm in your wallet…', then '… — waiting for confirmation…' once sent; after
 * a fallback its notice comes first ('Your wallet did not run the batch, so … Step 1 of 2: …').
 */
export function flowStatusText(progress: FlowProgress): string {
  const waiting = progress.phase === 'wallet' ? 'confirm in your wallet…' : 'waiting for confirmation…'
  const status = `${flowStepLabel(progress)} — ${waiting}`
  return progress.notice ? `${progress.notice} ${status}` : status
}

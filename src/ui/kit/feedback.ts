import { ContractRevertError, PreflightError, shortMessageOf } from '../../app'
import { readOr } from '../../chains'
import { UserRejectedError } from '../../wallet'
import { UNEXPECTED_ERROR_MESSAGE } from './ErrorBoundary'

/** What a form shows under its button after (or during) an action. */
export type Feedback =
  | { readonly kind: 'idle' }
  | { readonly kind: 'pending'; readonly text: string }
  | { readonly kind: 'success'; readonly text: string }
  | { readonly kind: 'notice'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string }

export const IDLE: Feedback = { kind: 'idle' }

/**
 * Turns an action's failure into what the person sees: a rejection is a short notice (the form
 * is left as it was), a revert is the contract's error as a sentence, anything else its short message;
 * a failure that throws when read (a getter, a Proxy) is an unexpected one.
 */
export function feedbackForError(error: unknown): Feedback | undefined {
  return readOr(() => feedbackFor(error), { kind: 'error', text: UNEXPECTED_ERROR_MESSAGE } as const)
}

function feedbackFor(error: unknown): Feedback | undefined {
  if (error instanceof UserRejectedError) return { kind: 'notice', text: error.shortMessage }
  if (error instanceof PreflightError && error.code === 'busy') return undefined
  if (error instanceof ContractRevertError) {
    return { kind: 'error', text: error.hash ? `Transaction failed: ${error.shortMessage}` : error.shortMessage }
  }
  if (error instanceof Error && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return { kind: 'error', text: shortMessageOf(error, error.shortMessage) }
  }
  console.error(error)
  return { kind: 'error', text: UNEXPECTED_ERROR_MESSAGE }
}

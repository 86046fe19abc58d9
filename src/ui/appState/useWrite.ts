import { useCallback } from 'react'
import { useSnapshot } from 'valtio'
import {
  flowState,
  flowStatusText,
  isFlowBusy,
  isFlowRunning,
  type AppContext,
  type FlowProgress,
} from '../../app/index.ts'
import { IDLE, feedbackForError, type Feedback } from '../kit/feedback'
import { useAppContext } from '../app/AppServices.tsx'
import { useOutcome } from './useMoment'

/** A form's line and its setter: its own (`useOutcome`) or one it shares with others (the stake list's). */
export type Outcome = [Feedback, (next: Feedback) => void]

export interface WriteControl {
  /** The write's record (its latest run) from the flow store; undefined before the first. */
  readonly record: FlowProgress | undefined
  /** From the click until it ends: its button stays disabled, so nothing is sent twice. */
  readonly busy: boolean
  /** The line under the form: the record's progress while it runs, else the form's last outcome. */
  readonly feedback: Feedback
  /** Sets the form's own line; input handlers clear it with IDLE. */
  readonly setFeedback: (next: Feedback) => void
  /**
   * Runs the write with the app context: clears the line, then shows what `succeeded` makes of its result
   * (nothing when undefined) or the error's line. Resolves with whether it succeeded.
   */
  readonly run: <T>(
    write: (context: AppContext) => Promise<T>,
    succeeded: (result: T) => Feedback | undefined,
  ) => Promise<boolean>
}

/** The pending line of the first running write among `keys`, else `settled`. */
export function useWriteLine(keys: readonly string[], settled: Feedback): Feedback {
  const { flows } = useSnapshot(flowState)
  const running = keys.map((key) => flows[key]).find(isFlowRunning)
  return running ? { kind: 'pending', text: flowStatusText(running) } : settled
}

/**
 * The one hook a form uses for its write under `key` (its record lives in the app, so leaving the page mid-write
 * and coming back shows where it is). `outcome`: a line shared with other forms, else the form's own.
 */
export function useWrite(key: string, outcome?: Outcome): WriteControl {
  const context = useAppContext()
  const own = useOutcome()
  const [settled, setFeedback] = outcome ?? own
  const record = useSnapshot(flowState).flows[key]
  const feedback = useWriteLine([key], settled)
  const run = useCallback(
    async <T>(write: (context: AppContext) => Promise<T>, succeeded: (result: T) => Feedback | undefined) => {
      setFeedback(IDLE)
      try {
        setFeedback(succeeded(await write(context)) ?? IDLE)
        return true
      } catch (error) {
        setFeedback(feedbackForError(error) ?? IDLE)
        return false
      }
    },
    [context, setFeedback],
  )
  return { record, busy: isFlowBusy(record), feedback, setFeedback, run }
}

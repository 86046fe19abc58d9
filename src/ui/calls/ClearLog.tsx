import { useEffect, useRef, useState } from 'react'
import type { CallLog } from '../../wallet/index.ts'

const entriesText = (count: number): string => `${count} ${count === 1 ? 'entry' : 'entries'}`

/**
 * Clear, asked first: the log is audit evidence, so one stray click never wipes it. Once cleared, Undo
 * puts the entries back until the page reloads (the log holds them in memory only).
 */
export function ClearLog({ callLog, count }: { readonly callLog: CallLog; readonly count: number }) {
  const [asking, setAsking] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  const undo = useRef<HTMLButtonElement>(null)
  const clearButton = useRef<HTMLButtonElement>(null)
  // A new object per request, so asking for the same button twice still moves focus.
  const [focusRequest, setFocus] = useState<{ readonly target: 'cancel' | 'undo' | 'clear' }>()
  const restorable = callLog.restorable

  useEffect(() => {
    if (focusRequest) ({ cancel, undo, clear: clearButton })[focusRequest.target].current?.focus()
  }, [focusRequest])

  if (asking)
    return (
      <fieldset className="calls-confirm" aria-label="Clear the log?">
        <p>
          Clear all {entriesText(count)} from this tab’s log? Exports made before stay as they are; you can undo until
          you reload the page.
        </p>
        <div className="calls-confirm-actions">
          <button
            type="button"
            className="btn calls-danger"
            onClick={() => {
              callLog.clear()
              setAsking(false)
              setFocus({ target: 'undo' })
            }}
          >
            Clear the log
          </button>
          <button
            type="button"
            className="btn btn-quiet"
            ref={cancel}
            onClick={() => {
              setAsking(false)
              setFocus({ target: 'clear' })
            }}
          >
            Cancel
          </button>
        </div>
      </fieldset>
    )

  return (
    <>
      <button
        type="button"
        className="btn btn-quiet"
        ref={clearButton}
        onClick={() => {
          setAsking(true)
          setFocus({ target: 'cancel' })
        }}
        disabled={count === 0}
      >
        Clear
      </button>
      {restorable > 0 && (
        <p className="calls-undo" role="status">
          {entriesText(restorable)} cleared.{' '}
          <button
            type="button"
            className="btn btn-quiet"
            ref={undo}
            onClick={() => {
              callLog.undoClear()
              setFocus({ target: 'clear' })
            }}
          >
            Undo clear
          </button>
        </p>
      )}
    </>
  )
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { IDLE, type Feedback } from '../kit/feedback'

/** How long a success line stays (ms); it fades out over its last moments (feedback.css). */
export const SUCCESS_LINE_MS = 10_000

/**
 * A form's last outcome, which belongs to the moment it happened in: shown only while the wallet is on the account
 * and chain it was set for, and gone SUCCESS_LINE_MS after it was set when `passes` says it is a passing one (a success).
 * Input handlers (typing, Max, period, quantity) clear it themselves by setting `idle`.
 */
export function useMoment<T>(idle: T, passes: (value: T) => boolean): [T, (next: T) => void] {
  // The app state's copy of the wallet's account and chain (kept in step while a page is mounted).
  const { wallet, address } = useSnapshot(appState)
  const position = `${wallet?.chainId ?? ''}:${address}`
  const positionRef = useRef(position)
  positionRef.current = position
  const [entry, setEntry] = useState({ value: idle, position })
  // Another account or chain: drop the line for good (React's pattern for state derived from a changed input).
  if (entry.position !== position) setEntry({ value: idle, position })
  const value = entry.position === position ? entry.value : idle
  const passing = value !== idle && passes(value)
  useEffect(() => {
    if (!passing) return
    const timer = setTimeout(() => setEntry({ value: idle, position: positionRef.current }), SUCCESS_LINE_MS)
    return () => clearTimeout(timer)
  }, [passing, idle])
  const set = useCallback((next: T) => setEntry({ value: next, position: positionRef.current }), [])
  return [value, set]
}

const isSuccess = (feedback: Feedback) => feedback.kind === 'success'

/** The line under a form's button: cleared by a change of account or chain, a success gone after a while. */
export function useOutcome(): [Feedback, (next: Feedback) => void] {
  return useMoment<Feedback>(IDLE, isSuccess)
}

import { useCallback, useEffect, useRef, useState } from 'react'

/** docs/requirements.md, "Wallet dialogs": copied feedback shows for 1500 ms. */
export const COPIED_FEEDBACK_MS = 1500

/** Copies text to the clipboard; `copied` is true for 1500 ms after a successful copy. */
export function useCopy() {
  const [copied, setCopied] = useState(false)
  const [failed, setFailed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(text)
      setFailed(false)
      setCopied(true)
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    } catch {
      // Clipboard access can be denied (permissions, insecure context): say so instead of pretending.
      setCopied(false)
      setFailed(true)
    }
  }, [])

  return { copied, failed, copy }
}

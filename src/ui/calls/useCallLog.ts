import { useEffect, useState } from 'react'
import type { CallLogEntry } from '../../wallet/index.ts'
import { useWallet } from '../wallet/useWallet'

/** The wallet's call log (an immutable list the module replaces on change), updated live. */
export function useCallLog(): readonly CallLogEntry[] {
  const { callLog } = useWallet()
  const [entries, setEntries] = useState<readonly CallLogEntry[]>(() => callLog.entries)
  useEffect(() => {
    setEntries(callLog.entries)
    return callLog.subscribe((next) => setEntries(next))
  }, [callLog])
  return entries
}

import { useEffect, useState } from 'react'
import { snapshot } from 'valtio/vanilla'
import type { CallLogEntry } from '../../wallet/index.ts'
import { useWallet } from '../session/useWallet'

/** The wallet's call log as an immutable list, updated live as requests start, finish and events arrive. */
export function useCallLog(): readonly CallLogEntry[] {
  const { callLog } = useWallet()
  const [entries, setEntries] = useState<readonly CallLogEntry[]>(() => snapshot(callLog.entries))
  useEffect(() => {
    setEntries(snapshot(callLog.entries))
    return callLog.subscribe(() => setEntries(snapshot(callLog.entries)))
  }, [callLog])
  return entries
}

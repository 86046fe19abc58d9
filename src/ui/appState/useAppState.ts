import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { appState, busyState, retainAppSync } from '../../app/index.ts'
import { useAppContext } from '../session/AppServices.tsx'

/** Keeps the app state live (wallet + new blocks) while the calling page is mounted. */
export function useAppSync(): void {
  const context = useAppContext()
  useEffect(() => retainAppSync(context), [context])
}

/** A render snapshot of the app state, live while mounted. */
export function useAppState() {
  useAppSync()
  return useSnapshot(appState)
}

/** true while the action with this busy key runs (its button stays disabled: no double sends). */
export function useBusy(key: string): boolean {
  return useSnapshot(busyState).keys[key] === true
}

import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { appState, retainAppSync } from '../../app/index.ts'
import { useAppContext } from '../app/AppServices.tsx'

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

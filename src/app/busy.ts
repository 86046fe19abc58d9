/**
 * Busy flags per action, so a double click never sends two transactions. Views read
 * `busyState.keys` with useSnapshot to disable the matching button.
 */
import { proxy } from 'valtio/vanilla'
import { PreflightError } from './errors.ts'

export const busyState = proxy<{ keys: Record<string, true> }>({ keys: {} })

export function isBusy(key: string): boolean {
  return busyState.keys[key] === true
}

/** Runs `task` unless the same key is already running (then throws PreflightError 'busy'). */
export async function runExclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
  if (isBusy(key)) throw new PreflightError('busy', 'Already in progress.')
  busyState.keys[key] = true
  try {
    return await task()
  } finally {
    delete busyState.keys[key]
  }
}

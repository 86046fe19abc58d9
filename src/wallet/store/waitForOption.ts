/**
 * Waits until a wallet option is ready to connect, or until a deadline: on page load an extension
 * may announce itself (EIP-6963) or inject window.ethereum a moment after the app starts.
 */
import { subscribe } from 'valtio/vanilla'
import type { WalletState } from '../types.ts'

export function waitForOption(state: WalletState, optionId: string, untilMs: number): Promise<void> {
  const isReady = () => state.options.some((option) => option.id === optionId && option.ready)
  if (isReady()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(finish, Math.max(0, untilMs - Date.now()))
    const unsubscribe = subscribe(state, () => {
      if (isReady()) finish()
    })
    function finish(): void {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

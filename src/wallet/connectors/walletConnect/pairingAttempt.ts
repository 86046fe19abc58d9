/**
 * Time limits of one pairing attempt. Offline, the SDK never emits a pairing URI and connect() only
 * fails after 75 to 151 s (measured against SDK 2.25), so the attempt gives up on its own: no URI within
 * `pairingTimeoutMs` means the relay cannot be reached. Once a URI shows, the person has
 * `approvalTimeoutMs` to approve in the wallet.
 */
import { WalletTimeoutError } from '../../errors/configErrors.ts'
import { RelayUnreachableError } from './errors.ts'

/** At most 15 s without a pairing URI: with no relay reachable the SDK alone waits 75–151 s before it fails. */
export const PAIRING_TIMEOUT_MS = 15_000

export interface PairingAttempt {
  /** Settles like `step`, unless the pairing limit passes without a URI, or the attempt is cancelled. */
  guard<T>(step: Promise<T>): Promise<T>
  /** The URI arrived: stop the pairing limit, start the approval limit. */
  uriShown(): void
  /** Ends the attempt early (another connect, a disconnect, a closed modal); guards reject with `error`. */
  cancel(error: Error): void
  /** Clears every timer; call once the attempt settled. */
  dispose(): void
}

export function startPairingAttempt(limits: { pairingTimeoutMs: number; approvalTimeoutMs: number }): PairingAttempt {
  const timers: ReturnType<typeof setTimeout>[] = []
  let rejectLimit: (error: Error) => void = () => undefined
  const limit = new Promise<never>((_resolve, reject) => {
    rejectLimit = reject
  })
  limit.catch(() => undefined) // observed through guard(); keep it from counting as unhandled
  let uriArrived = false
  timers.push(setTimeout(() => rejectLimit(new RelayUnreachableError()), limits.pairingTimeoutMs))

  return {
    guard: (step) => Promise.race([step, limit]),
    uriShown() {
      if (uriArrived) return // the SDK may re-emit the URI; the approval clock starts once
      uriArrived = true
      timers.forEach(clearTimeout)
      timers.push(
        setTimeout(
          () => rejectLimit(new WalletTimeoutError('the connection request', limits.approvalTimeoutMs)),
          limits.approvalTimeoutMs,
        ),
      )
    },
    cancel: (error) => rejectLimit(error),
    dispose: () => timers.forEach(clearTimeout),
  }
}

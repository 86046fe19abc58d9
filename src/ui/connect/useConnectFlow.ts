import { useCallback, useEffect, useRef, useState } from 'react'
import type { WalletOption } from '../../wallet/index.ts'
import { useWallet } from '../wallet/useWallet'
import { describeConnectFailure } from './connectError'

export type ConnectAttempt =
  | { readonly phase: 'idle' }
  | { readonly phase: 'connecting'; readonly optionId: string }
  /** The person rejected the request (4001), or the wallet answered with no account. */
  | { readonly phase: 'cancelled'; readonly optionId: string }
  | { readonly phase: 'pending'; readonly optionId: string; readonly message: string }
  | { readonly phase: 'failed'; readonly optionId: string; readonly message: string }

const IDLE: ConnectAttempt = { phase: 'idle' }

/**
 * Runs `wallet.connect` for one option and turns its outcome into dialog states. Only the latest
 * attempt may update the state: a slow answer to an abandoned attempt is ignored.
 */
export function useConnectFlow() {
  const wallet = useWallet()
  const [attempt, setAttempt] = useState<ConnectAttempt>(IDLE)
  const latest = useRef(0)
  useEffect(
    () => () => {
      latest.current += 1
    },
    [],
  )

  const connect = useCallback(
    async (option: Pick<WalletOption, 'id' | 'name'>) => {
      latest.current += 1
      const id = latest.current
      // The wallet is asked first: its prompt goes out before React re-renders the dialog for this state.
      const connecting = wallet.connect(option.id)
      setAttempt({ phase: 'connecting', optionId: option.id })
      try {
        await connecting
        if (id !== latest.current) return
        // A connect the wallet answered with no account leaves it disconnected: as good as a cancel.
        if (wallet.state.status !== 'connected') setAttempt({ phase: 'cancelled', optionId: option.id })
      } catch (error) {
        if (id !== latest.current) return
        const failure = describeConnectFailure(error, option.name)
        setAttempt(
          failure.kind === 'rejected'
            ? { phase: 'cancelled', optionId: option.id }
            : { phase: failure.kind, optionId: option.id, message: failure.message },
        )
      }
    },
    [wallet],
  )

  const reset = useCallback(() => {
    latest.current += 1
    setAttempt(IDLE)
  }, [])

  return { attempt, connect, reset }
}

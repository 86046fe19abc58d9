import { useCallback, useEffect, useRef, useState } from 'react'
import type { WalletOption } from '../../wallet/index.ts'
import { useWallet } from '../session/useWallet'
import { describeConnectFailure } from './connectError'

export type ConnectAttempt =
  | { readonly phase: 'idle' }
  | { readonly phase: 'connecting'; readonly optionId: string }
  | { readonly phase: 'pending'; readonly optionId: string; readonly message: string }
  | { readonly phase: 'failed'; readonly optionId: string; readonly message: string }

const IDLE: ConnectAttempt = { phase: 'idle' }

/**
 * Runs `wallet.connect` for one option and turns its outcome into dialog states. A rejection (4001)
 * calls `onRejected` so the dialog goes back to the list quietly. Only the latest attempt may
 * update the state: a slow answer to an abandoned attempt is ignored.
 */
export function useConnectFlow(onRejected: () => void) {
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
      setAttempt({ phase: 'connecting', optionId: option.id })
      try {
        await wallet.connect(option.id)
        if (id !== latest.current) return
        // A rejection rejects (handled below); a connect the wallet answered with no account leaves it disconnected.
        if (wallet.state.status !== 'connected') {
          setAttempt(IDLE)
          onRejected()
        }
      } catch (error) {
        if (id !== latest.current) return
        const failure = describeConnectFailure(error, option.name)
        if (failure.kind === 'rejected') {
          setAttempt(IDLE)
          onRejected()
        } else {
          setAttempt({ phase: failure.kind, optionId: option.id, message: failure.message })
        }
      }
    },
    [wallet, onRejected],
  )

  const reset = useCallback(() => {
    latest.current += 1
    setAttempt(IDLE)
  }, [])

  return { attempt, connect, reset }
}

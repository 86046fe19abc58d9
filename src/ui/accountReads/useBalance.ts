import { useContext, useEffect, useState } from 'react'
import type { Address } from 'viem'
import { afterPaint } from '../kit/afterPaint'
import { AccountReadersContext } from './accountReaders'

export interface BalanceState {
  /** The balance in wei, undefined until the first answer. */
  readonly value: bigint | undefined
  readonly error: Error | undefined
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** The native balance of `address` on `chainId`, read once and again with each new block. */
export function useBalance(address: Address | undefined, chainId: number | undefined, enabled = true): BalanceState {
  const readers = useContext(AccountReadersContext)
  const [state, setState] = useState<BalanceState>({ value: undefined, error: undefined })

  useEffect(() => {
    setState({ value: undefined, error: undefined })
    if (!enabled || !address || chainId === undefined) return
    let live = true
    const onBalance = (wei: bigint) => live && setState({ value: wei, error: undefined })
    const onError = (error: unknown) => live && setState((s) => ({ value: s.value, error: toError(error) }))
    let unwatch: () => void = () => undefined
    // After the address (or the new chain) has painted: the read would otherwise delay that frame.
    const cancel = afterPaint(() => {
      try {
        readers.getBalance(address, chainId).then(onBalance, onError)
        unwatch = readers.watchBalance(address, chainId, { onBalance, onError })
      } catch (error) {
        // e.g. a chain without a configured client: show "unavailable", never crash the header
        setState({ value: undefined, error: toError(error) })
      }
    })
    return () => {
      live = false
      cancel()
      unwatch()
    }
  }, [readers, address, chainId, enabled])

  return state
}

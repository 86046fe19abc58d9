import { useEffect, useState } from 'react'
import { formatEther, type Address } from 'viem'
import { getBalance, watchBlockNumber } from 'viem/actions'
import { getPublicClient } from '../../chains'

export interface BalanceState {
  /** Ether-denominated decimal string, undefined until the first answer. */
  readonly value: string | undefined
  readonly error: Error | undefined
}

/** The native balance of `address` on `chainId`, refreshed on each new block (spec polling 4000 ms). */
export function useBalance(address: Address | undefined, chainId: number | undefined, enabled = true): BalanceState {
  const [state, setState] = useState<BalanceState>({ value: undefined, error: undefined })

  useEffect(() => {
    setState({ value: undefined, error: undefined })
    if (!enabled || !address || chainId === undefined) return
    let client
    try {
      client = getPublicClient(chainId)
    } catch (error) {
      setState({ value: undefined, error: error instanceof Error ? error : new Error(String(error)) })
      return
    }
    let live = true
    const refresh = () => {
      getBalance(client, { address }).then(
        (wei) => live && setState({ value: formatEther(wei), error: undefined }),
        (error: unknown) =>
          live && setState((s) => ({ value: s.value, error: error instanceof Error ? error : new Error(String(error)) })),
      )
    }
    refresh()
    const unwatch = watchBlockNumber(client, { onBlockNumber: refresh, emitOnBegin: false, onError: () => undefined })
    return () => {
      live = false
      unwatch()
    }
  }, [address, chainId, enabled])

  return state
}

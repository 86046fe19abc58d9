import { useEffect, useState } from 'react'
import {
  homeTarget,
  readHomeTotals,
  setTotalDeposited,
  setTotalLock,
  toTokens,
  type HomeTotals,
} from '../../app/index.ts'
import { RPC_SETTINGS } from '../../chains/index.ts'
import { useChainSettings } from '../session/AppServices.tsx'
import { useWalletState } from '../session/useWallet'

export interface HomeTotalsState {
  readonly totals: HomeTotals | undefined
  readonly error: string | undefined
}

/** Live totals for Home, re-read every 4 s; they also feed the app state's totalLock / totalDeposited. */
export function useHomeTotals(): HomeTotalsState {
  const { chainId, status, unsupported } = useWalletState()
  const target = homeTarget(useChainSettings(), status === 'connected' && !unsupported ? chainId : undefined)
  const [state, setState] = useState<HomeTotalsState>({ totals: undefined, error: undefined })
  const key = target ? `${target.chainId}:${target.rpcUrl}` : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the target, which is a new object each render
  useEffect(() => {
    if (!target) {
      setState({ totals: undefined, error: 'No staking or collection contracts are configured for this network.' })
      return
    }
    let live = true
    const read = () =>
      readHomeTotals(target).then(
        (totals) => {
          if (!live) return
          setTotalLock(toTokens(totals.totalLocked))
          setTotalDeposited(toTokens(totals.totalDeposited))
          setState({ totals, error: undefined })
        },
        (error: { shortMessage?: string }) =>
          live && setState((previous) => ({ ...previous, error: error.shortMessage })),
      )
    void read()
    const timer = setInterval(read, RPC_SETTINGS.pollingIntervalMs)
    return () => {
      live = false
      clearInterval(timer)
    }
    // `target` is derived from `key`
  }, [key])

  return state
}

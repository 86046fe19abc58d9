import { useEffect, useState } from 'react'
import {
  decodeHomeTotals,
  homeTarget,
  homeTotalsCalls,
  NODE_UNREACHABLE_MESSAGE,
  readHomeTotals,
  setReads,
  setTotalDeposited,
  setTotalLock,
  toTokens,
  type HomeTotals,
} from '../../app/index.ts'
import { useChainSettings, useLiveReads } from '../app/AppServices.tsx'
import { useWalletState } from '../wallet/useWallet'

export interface HomeTotalsState {
  readonly totals: HomeTotals | undefined
  readonly error: string | undefined
  /** When the totals shown were read (ms since 1970); a later failed read leaves them, marked stale. */
  readonly updatedAt: number | undefined
}

export interface HomeTotalsReading extends HomeTotalsState {
  /** The chain the totals are read from: the wallet's when it has the contracts, else the first that has them. */
  readonly readChainId: number | undefined
}

/**
 * Live totals for Home, read once and then with each new block (their calls ride along with the page's one
 * block poll, paused while the page is hidden); they also feed the app state's totalLock / totalDeposited.
 */
export function useHomeTotals(): HomeTotalsReading {
  const { chainId, status, unsupported } = useWalletState()
  const { blocks, rpc } = useLiveReads()
  const target = homeTarget(useChainSettings(), status === 'connected' && !unsupported ? chainId : undefined)
  const [state, setState] = useState<HomeTotalsState>({ totals: undefined, error: undefined, updatedAt: undefined })
  const key = target ? `${target.chainId}:${target.rpcUrl}` : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the target, which is a new object each render
  useEffect(() => {
    if (!target) {
      setState({
        totals: undefined,
        error: 'No staking or collection contracts are configured for this network.',
        updatedAt: undefined,
      })
      return
    }
    let live = true
    const show = (reading: Promise<HomeTotals>) =>
      reading.then(
        (totals) => {
          if (!live) return
          setTotalLock(toTokens(totals.totalLocked))
          setTotalDeposited(toTokens(totals.totalDeposited))
          setReads({ totalsLoaded: true })
          setState({ totals, error: undefined, updatedAt: Date.now() })
        },
        (error: { shortMessage?: string }) =>
          live && setState((previous) => ({ ...previous, error: error.shortMessage })),
      )
    void show(readHomeTotals(target, rpc))
    // Later reads ride along with the block poll: one request per new block, shared with the other live reads.
    const unwatch = blocks.watch(target.chainId, {
      calls: homeTotalsCalls(target),
      onBlock: (_blockNumber, results) => void show(results.then(decodeHomeTotals)),
      // The node stopped answering: the totals stay, marked stale, until a poll gets through again.
      onError: () =>
        live && setState((previous) => (previous.error ? previous : { ...previous, error: NODE_UNREACHABLE_MESSAGE })),
    })
    return () => {
      live = false
      unwatch()
    }
    // `target` is derived from `key`
  }, [key, blocks, rpc])

  return { ...state, readChainId: target?.chainId }
}

import { useEffect, useRef, useState } from 'react'
import {
  ContractRevertError,
  estimateNetworkFee,
  shortMessageOf,
  type FeeCalls,
  type NetworkFee,
} from '../../app/index.ts'
import { useAppContext } from '../app/AppServices.tsx'
import { useWalletState } from '../wallet/useWallet'

export type FeeEstimate =
  | { readonly status: 'none' }
  | { readonly status: 'estimating' }
  | { readonly status: 'ready'; readonly fee: NetworkFee }
  | { readonly status: 'failed'; readonly message: string }
  /** The node says a call would revert: the write cannot succeed now; `message` is the contract's error in words. */
  | { readonly status: 'reverts'; readonly message: string }

const NONE: FeeEstimate = { status: 'none' }

/** Typing settles before the node is asked: one estimate per pause, not per keystroke. */
const SETTLE_MS = 300

function failedEstimate(error: unknown): FeeEstimate {
  if (error instanceof ContractRevertError) return { status: 'reverts', message: error.shortMessage }
  return { status: 'failed', message: shortMessageOf(error, 'The node did not answer.') }
}

/**
 * The network fee of a write for what the form holds now. `inputs` names everything the calls depend on
 * (amount, period, quantity); undefined while the write cannot be sent, which shows no fee at all. The
 * account and chain are part of it, so a switch re-estimates; the last fee stays shown while the next one
 * is asked.
 */
export function useNetworkFee(inputs: string | undefined, callsOf: FeeCalls): FeeEstimate {
  const context = useAppContext()
  const { address, chainId } = useWalletState()
  const [estimate, setEstimate] = useState<FeeEstimate>(NONE)
  const latestCalls = useRef(callsOf)
  latestCalls.current = callsOf
  const key = inputs === undefined ? undefined : `${chainId}:${address}:${inputs}`

  useEffect(() => {
    if (key === undefined) {
      setEstimate(NONE)
      return
    }
    let live = true
    setEstimate((shown) => (shown.status === 'ready' ? shown : { status: 'estimating' }))
    const timer = setTimeout(() => {
      estimateNetworkFee(context, latestCalls.current).then(
        (fee) => live && setEstimate({ status: 'ready', fee }),
        (error: unknown) => live && setEstimate(failedEstimate(error)),
      )
    }, SETTLE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [context, key])

  return estimate
}

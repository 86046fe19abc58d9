import { Suspense } from 'react'
import { STK_SYMBOL } from '../../app/index.ts'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { Skeleton } from '../kit/Skeleton'
import { TokenAmount } from '../kit/TokenAmount'
import { useChainSettings } from '../app/AppServices.tsx'

const LOADING_LABEL = `Loading ${STK_SYMBOL} balance`

interface StakeTokenReads {
  /** The chain the app state's reads are from. */
  readonly readChainId: number | undefined
  readonly loaded: boolean
  readonly tokenBalance: bigint
  readonly readError: string | undefined
}

/** The value once the first read for this chain arrived; a skeleton until then, never a false zero. */
export function StakeTokenBalanceValue({
  chainId,
  reads,
}: {
  readonly chainId: number
  readonly reads: StakeTokenReads
}) {
  if (reads.readChainId === chainId && reads.loaded) return <TokenAmount value={reads.tokenBalance} />
  if (reads.readError) return <span title={reads.readError}>{STK_SYMBOL} balance unavailable</span>
  return <Skeleton width={10} label={LOADING_LABEL} />
}

function LiveStakeTokenBalance({ chainId }: { readonly chainId: number }) {
  const { provider, reads } = useAppState()
  const ready = useAccountReadsReady()
  return (
    <StakeTokenBalanceValue
      chainId={chainId}
      reads={{
        readChainId: provider.chainId,
        loaded: ready,
        tokenBalance: reads.tokenBalance,
        readError: reads.readError,
      }}
    />
  )
}

/**
 * The account's stake token (STK) balance from the app state, on chains where the app has its
 * contracts; nothing elsewhere. The app data comes in here, so the wallet's own views stay app-free.
 */
export function StakeTokenBalance({ chainId }: { readonly chainId: number | undefined }) {
  const { contracts } = useChainSettings()
  if (chainId === undefined || !contracts[chainId]) return null
  return (
    <p className="account-stake-balance" data-testid="account-stk-balance">
      <Suspense fallback={<Skeleton width={10} label={LOADING_LABEL} />}>
        <LiveStakeTokenBalance chainId={chainId} />
      </Suspense>
    </p>
  )
}

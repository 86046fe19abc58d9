import { figureState } from '../../app/index.ts'
import { useAppState } from '../appState/useAppState'
import { LiveStat } from '../kit/LiveStat'
import { TokenAmount } from '../kit/TokenAmount'
import { ReadChainNote } from '../network/ReadChainNote'

/** The pool, for every staker: what is locked now, what was ever deposited, and the rewards still on offer. */
export function StakeTotals() {
  const { totalLock, totalDeposited, reads } = useAppState()
  const totals = figureState(reads.totalsLoaded, reads.readError)
  const pool = figureState(reads.rewardPool !== undefined, reads.readError)
  return (
    <section className="totals-row stat-row pool-stats" aria-label="Pool">
      <ReadChainNote />
      <LiveStat
        label="Total locked"
        hint="All stakers, locked now"
        testId="total-locked"
        state={totals}
        updatedAt={reads.updatedAt}
      >
        <TokenAmount value={totalLock} />
      </LiveStat>
      <LiveStat
        label="Total deposited"
        hint="All stakers, all time"
        testId="total-deposited"
        state={totals}
        updatedAt={reads.updatedAt}
      >
        <TokenAmount value={totalDeposited} />
      </LiveStat>
      <LiveStat
        label="Reward pool"
        hint="Rewards left for new stakes"
        testId="reward-pool"
        state={pool}
        updatedAt={reads.updatedAt}
      >
        <TokenAmount value={reads.rewardPool ?? 0n} />
      </LiveStat>
      {reads.readError && (
        <p className="read-error" role="status">
          {reads.readError}
        </p>
      )}
    </section>
  )
}

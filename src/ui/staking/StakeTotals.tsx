import { figureState } from '../../app/index.ts'
import { useAppState } from '../appState/useAppState'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { StatCard } from '../kit/StatCard'
import { TokenAmount } from '../kit/TokenAmount'

/** The pool, for every staker: what is locked now, what was ever deposited, and the rewards still on offer. */
export function StakeTotals() {
  const { totalLock, totalDeposited, reads } = useAppState()
  const totals = figureState(reads.totalsLoaded, reads.readError)
  const pool = figureState(reads.rewardPool !== undefined, reads.readError)
  const stale = (state: typeof totals) => (state === 'stale' ? <StaleMark updatedAt={reads.updatedAt} /> : undefined)
  return (
    <section className="totals-row stat-row pool-stats" aria-label="Pool">
      <StatCard
        label="Total locked"
        hint="All stakers, locked now"
        testId="total-locked"
        value={
          <LiveFigure state={totals} label="total locked">
            <TokenAmount value={totalLock} />
          </LiveFigure>
        }
        note={stale(totals)}
      />
      <StatCard
        label="Total deposited"
        hint="All stakers, all time"
        testId="total-deposited"
        value={
          <LiveFigure state={totals} label="total deposited">
            <TokenAmount value={totalDeposited} />
          </LiveFigure>
        }
        note={stale(totals)}
      />
      <StatCard
        label="Reward pool"
        hint="Rewards left for new stakes"
        testId="reward-pool"
        value={
          <LiveFigure state={pool} label="reward pool">
            <TokenAmount value={reads.rewardPool ?? 0n} />
          </LiveFigure>
        }
        note={stale(pool)}
      />
      {reads.readError && (
        <p className="read-error" role="status">
          {reads.readError}
        </p>
      )}
    </section>
  )
}

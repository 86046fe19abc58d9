import { useAppState } from '../appState/useAppState'
import { StatCard } from '../kit/StatCard'
import { TokenAmount } from '../kit/TokenAmount'

/** Contract-wide numbers: what is locked now and what was ever deposited. */
export function StakeTotals() {
  const { totalLock, totalDeposited, reads } = useAppState()
  return (
    <div className="totals-row stat-row">
      <StatCard label="Total locked" testId="total-locked" value={<TokenAmount value={totalLock} />} />
      <StatCard label="Total deposited" testId="total-deposited" value={<TokenAmount value={totalDeposited} />} />
      {reads.readError && (
        <p className="read-error" role="status">
          {reads.readError}
        </p>
      )}
    </div>
  )
}

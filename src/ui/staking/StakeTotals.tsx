import { STK_SYMBOL } from '../../app'
import { useAppState } from '../appState/useAppState'
import { StatCard } from '../kit/StatCard'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Contract-wide numbers: what is locked now and what was ever deposited. */
export function StakeTotals() {
  const { totalLock, totalDeposited, reads } = useAppState()
  return (
    <div className="totals-row">
      <StatCard label="Total locked" testId="total-locked" value={`${whole.format(totalLock)} ${STK_SYMBOL}`} />
      <StatCard
        label="Total deposited"
        testId="total-deposited"
        value={`${whole.format(totalDeposited)} ${STK_SYMBOL}`}
      />
      {reads.readError && (
        <p className="read-error" role="status">
          {reads.readError}
        </p>
      )}
    </div>
  )
}

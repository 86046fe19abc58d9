import { STK_SYMBOL } from '../../app'
import { useAppState } from '../appState/useAppState'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Contract-wide numbers: what is locked now and what was ever deposited. */
export function StakeTotals() {
  const { totalLock, totalDeposited, reads } = useAppState()
  return (
    <div className="totals-row">
      <div className="card stat">
        <span className="stat-label">Total locked</span>
        <span className="stat-value" data-testid="total-locked">
          {whole.format(totalLock)} {STK_SYMBOL}
        </span>
      </div>
      <div className="card stat">
        <span className="stat-label">Total deposited</span>
        <span className="stat-value" data-testid="total-deposited">
          {whole.format(totalDeposited)} {STK_SYMBOL}
        </span>
      </div>
      {reads.readError && (
        <p className="read-error" role="status">
          {reads.readError}
        </p>
      )}
    </div>
  )
}

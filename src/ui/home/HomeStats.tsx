import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { useHomeTotals } from './useHomeTotals'

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Total locked, total deposited and minted / max supply, live. */
export function HomeStats() {
  const { totals, error } = useHomeTotals()
  const { totalLock, totalDeposited } = useSnapshot(appState)
  const show = (text: string) => (totals ? text : '…')
  return (
    <section className="home-stats" aria-label="Live totals">
      <div className="card stat">
        <span className="stat-label">Total locked</span>
        <span className="stat-value" data-testid="home-total-locked">{show(`${number.format(totalLock)} STK`)}</span>
      </div>
      <div className="card stat">
        <span className="stat-label">Total deposited</span>
        <span className="stat-value" data-testid="home-total-deposited">{show(`${number.format(totalDeposited)} STK`)}</span>
      </div>
      <div className="card stat">
        <span className="stat-label">Minted</span>
        <span className="stat-value" data-testid="home-minted">
          {totals ? `${number.format(Number(totals.totalSupply))} / ${number.format(Number(totals.maxSupply))}` : '…'}
        </span>
      </div>
      {error && <p className="read-error" role="status">{error}</p>}
    </section>
  )
}

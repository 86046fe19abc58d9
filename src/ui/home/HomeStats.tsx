import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { StatCard } from '../kit/StatCard'
import { TokenAmount } from '../kit/TokenAmount'
import { useHomeTotals } from './useHomeTotals'

const number = new Intl.NumberFormat('en-US')

/** Total locked, total deposited and minted / max supply, live. */
export function HomeStats() {
  const { totals, error } = useHomeTotals()
  const { totalLock, totalDeposited } = useSnapshot(appState)
  return (
    <section className="home-stats stat-row" aria-label="Live totals">
      <StatCard
        label="Total locked"
        testId="home-total-locked"
        value={totals ? <TokenAmount value={totalLock} /> : '…'}
      />
      <StatCard
        label="Total deposited"
        testId="home-total-deposited"
        value={totals ? <TokenAmount value={totalDeposited} /> : '…'}
      />
      <StatCard
        label="Minted"
        testId="home-minted"
        value={
          totals ? `${number.format(Number(totals.totalSupply))} / ${number.format(Number(totals.maxSupply))}` : '…'
        }
      />
      {error && (
        <p className="read-error" role="status">
          {error}
        </p>
      )}
    </section>
  )
}

import { useSnapshot } from 'valtio'
import { appState } from '../../app/index.ts'
import { StatCard } from '../kit/StatCard'
import { useHomeTotals } from './useHomeTotals'

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** Total locked, total deposited and minted / max supply, live. */
export function HomeStats() {
  const { totals, error } = useHomeTotals()
  const { totalLock, totalDeposited } = useSnapshot(appState)
  const show = (text: string) => (totals ? text : '…')
  return (
    <section className="home-stats" aria-label="Live totals">
      <StatCard label="Total locked" testId="home-total-locked" value={show(`${number.format(totalLock)} STK`)} />
      <StatCard
        label="Total deposited"
        testId="home-total-deposited"
        value={show(`${number.format(totalDeposited)} STK`)}
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

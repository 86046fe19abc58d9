import { useSnapshot } from 'valtio'
import { appState, figureState } from '../../app/index.ts'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { StatCard } from '../kit/StatCard'
import { TokenAmount } from '../kit/TokenAmount'
import { useHomeTotals } from './useHomeTotals'

const number = new Intl.NumberFormat('en-US')

/** Total locked, total deposited and minted / max supply, live: a skeleton until read, marked when stale. */
export function HomeStats() {
  const { totals, error, updatedAt } = useHomeTotals()
  const { totalLock, totalDeposited } = useSnapshot(appState)
  const state = figureState(totals !== undefined, error)
  const note = state === 'stale' ? <StaleMark updatedAt={updatedAt} /> : undefined
  return (
    <section className="home-stats stat-row" aria-label="Live totals">
      <StatCard
        label="Total locked"
        hint="All stakers, locked now"
        testId="home-total-locked"
        value={
          <LiveFigure state={state} label="total locked">
            <TokenAmount value={totalLock} />
          </LiveFigure>
        }
        note={note}
      />
      <StatCard
        label="Total deposited"
        hint="All stakers, all time"
        testId="home-total-deposited"
        value={
          <LiveFigure state={state} label="total deposited">
            <TokenAmount value={totalDeposited} />
          </LiveFigure>
        }
        note={note}
      />
      <StatCard
        label="Minted"
        hint="Collection tokens minted / max supply"
        testId="home-minted"
        value={
          <LiveFigure state={state} label="minted count">
            {totals && `${number.format(Number(totals.totalSupply))} / ${number.format(Number(totals.maxSupply))}`}
          </LiveFigure>
        }
        note={note}
      />
      {error && (
        <p className="read-error" role="status">
          {error}
        </p>
      )}
    </section>
  )
}

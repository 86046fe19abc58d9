import type { ReactNode } from 'react'
import './statCard.css'

interface StatCardProps {
  readonly label: string
  readonly value: ReactNode
  /** data-testid of the value, for tests that read the figure. */
  readonly testId?: string
  /** false: a stat inside a card of its own (no card frame around it). */
  readonly framed?: boolean
  /** What the figure counts, for a newcomer ('All stakers, all time'). */
  readonly hint?: string
  /** Shown beside the value, outside its test id (a stale mark). */
  readonly note?: ReactNode
}

/** One labelled figure: a total, a balance, a count. */
export function StatCard({ label, value, testId, framed = true, hint, note }: StatCardProps) {
  return (
    <div className={framed ? 'card stat' : 'stat'}>
      <span className="stat-label">{label}</span>
      <span className="stat-value" data-testid={testId}>
        {value}
      </span>
      {note}
      {hint && <span className="stat-hint">{hint}</span>}
    </div>
  )
}

import type { CallFilter, OutcomeFilter } from './filterCalls'

interface CallFiltersProps {
  readonly methods: readonly string[]
  readonly filter: CallFilter
  readonly onChange: (filter: CallFilter) => void
}

const OUTCOMES: readonly { value: OutcomeFilter; label: string }[] = [
  { value: 'all', label: 'All outcomes' },
  { value: 'ok', label: 'Succeeded' },
  { value: 'error', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'event', label: 'Wallet events' },
]

const isOutcome = (value: string): value is OutcomeFilter => OUTCOMES.some((o) => o.value === value)

/** Filter by method and by outcome. */
export function CallFilters({ methods, filter, onChange }: CallFiltersProps) {
  return (
    <div className="calls-filters">
      <label>
        Method
        <select value={filter.method} onChange={(e) => onChange({ ...filter, method: e.target.value })}>
          <option value="">All methods</option>
          {methods.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label>
        Outcome
        <select
          value={filter.outcome}
          onChange={(e) => isOutcome(e.target.value) && onChange({ ...filter, outcome: e.target.value })}
        >
          {OUTCOMES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

import type { Chain } from 'viem'
import { chainLabel, ORIGIN_LABELS } from './callLabels'
import type { CallFilter, OriginFilter, OutcomeFilter } from './filterCalls'

interface CallFiltersProps {
  readonly methods: readonly string[]
  /** Chain keys seen in the log (filterCalls' chainsIn). */
  readonly chainKeys: readonly string[]
  readonly chains: readonly Chain[]
  readonly filter: CallFilter
  readonly onChange: (filter: CallFilter) => void
}

interface Choice<T extends string> {
  readonly value: T
  readonly label: string
}

const OUTCOMES: readonly Choice<OutcomeFilter>[] = [
  { value: 'all', label: 'All outcomes' },
  { value: 'ok', label: 'Succeeded' },
  { value: 'error', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'event', label: 'Wallet events' },
]

const ORIGINS: readonly Choice<OriginFilter>[] = [
  { value: 'all', label: 'All origins' },
  ...(['app', 'module', 'wallet'] as const).map((value) => ({ value, label: ORIGIN_LABELS[value] })),
]

/** A labelled select whose value is always one of its choices. */
function FilterSelect<T extends string>(props: {
  readonly label: string
  readonly value: T
  readonly choices: readonly Choice<T>[]
  readonly onChange: (value: T) => void
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        onChange={(e) => {
          const choice = props.choices.find((c) => c.value === e.target.value)
          if (choice) props.onChange(choice.value)
        }}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Filter by chain, origin, method and outcome. */
export function CallFilters({ methods, chainKeys, chains, filter, onChange }: CallFiltersProps) {
  const chainChoices = [
    { value: '', label: 'All chains' },
    ...chainKeys.map((key) => ({ value: key, label: chainLabel(key, chains) })),
  ]
  const methodChoices = [{ value: '', label: 'All methods' }, ...methods.map((m) => ({ value: m, label: m }))]
  return (
    <div className="calls-filters">
      <FilterSelect
        label="Chain"
        value={filter.chain}
        choices={chainChoices}
        onChange={(chain) => onChange({ ...filter, chain })}
      />
      <FilterSelect
        label="Origin"
        value={filter.origin}
        choices={ORIGINS}
        onChange={(origin) => onChange({ ...filter, origin })}
      />
      <FilterSelect
        label="Method"
        value={filter.method}
        choices={methodChoices}
        onChange={(method) => onChange({ ...filter, method })}
      />
      <FilterSelect
        label="Outcome"
        value={filter.outcome}
        choices={OUTCOMES}
        onChange={(outcome) => onChange({ ...filter, outcome })}
      />
    </div>
  )
}

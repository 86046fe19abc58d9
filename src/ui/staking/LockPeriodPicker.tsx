import { formatAprBps, formatLockPeriod, type LockPeriod } from '../../app'

interface LockPeriodPickerProps {
  readonly periods: readonly LockPeriod[]
  readonly value: number | undefined
  readonly onChange: (seconds: number) => void
  readonly disabled: boolean
}

/** The lock periods as a radio group, each showing its reward rate. */
export function LockPeriodPicker({ periods, value, onChange, disabled }: LockPeriodPickerProps) {
  if (periods.length === 0) return <p className="muted">Loading lock periods…</p>
  return (
    <fieldset className="lock-periods" disabled={disabled}>
      <legend>Lock period</legend>
      {periods.map((period) => (
        <label key={period.seconds} className={`lock-option${value === period.seconds ? ' selected' : ''}`}>
          <input
            type="radio"
            name="lock-period"
            value={period.seconds}
            checked={value === period.seconds}
            onChange={() => onChange(period.seconds)}
          />
          <span className="lock-days">{formatLockPeriod(period.seconds)}</span>
          <span className="lock-apr">{formatAprBps(period.aprBps)} APR</span>
        </label>
      ))}
    </fieldset>
  )
}

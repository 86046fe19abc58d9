import { formatAprBps, formatLockPeriod, type LockPeriod } from '../../app'
import { Skeleton } from '../kit/Skeleton'

interface LockPeriodPickerProps {
  readonly periods: readonly LockPeriod[]
  readonly value: number | undefined
  readonly onChange: (seconds: number) => void
  readonly disabled: boolean
}

/** One placeholder per lock period of the contract (30, 90 and 180 days), holding its place until they are read. */
const PLACEHOLDERS = ['short', 'medium', 'long'] as const

/**
 * The lock periods while they are read: the group's label and a skeleton in place of each option, so the form keeps
 * its height when they arrive (the prerendered page shows this too).
 */
function LockPeriodsLoading() {
  return (
    <fieldset className="lock-periods" disabled>
      <legend>Lock period</legend>
      <span className="visually-hidden">Loading lock periods…</span>
      {PLACEHOLDERS.map((placeholder) => (
        <span key={placeholder} className="lock-option lock-option-loading" aria-hidden="true">
          <span className="lock-days">
            <Skeleton width={7} />
          </span>
          <span className="lock-apr">
            <Skeleton width={7} />
          </span>
        </span>
      ))}
    </fieldset>
  )
}

/** The lock periods as a radio group, each showing its reward rate. */
export function LockPeriodPicker({ periods, value, onChange, disabled }: LockPeriodPickerProps) {
  if (periods.length === 0) return <LockPeriodsLoading />
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

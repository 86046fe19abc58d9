interface QuantityStepperProps {
  readonly value: string
  readonly max: number
  readonly onChange: (value: string) => void
  readonly disabled: boolean
  readonly invalid: boolean
}

/** − n + with a typed field; the validation message is shown by the form. */
export function QuantityStepper({ value, max, onChange, disabled, invalid }: QuantityStepperProps) {
  const current = /^\d+$/.test(value) ? Number(value) : 0
  return (
    <div className={`stepper${invalid ? ' invalid' : ''}`}>
      <button
        type="button"
        className="btn btn-quiet"
        aria-label="One less"
        disabled={disabled || current <= 1}
        onClick={() => onChange(String(current - 1))}
      >
        −
      </button>
      <input
        id="mint-quantity"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby="mint-quantity-error"
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="btn btn-quiet"
        aria-label="One more"
        disabled={disabled || current >= max}
        onClick={() => onChange(String(current + 1))}
      >
        +
      </button>
    </div>
  )
}

import { useState, type FormEvent } from 'react'
import {
  STAKE_BUSY_KEY,
  STK_DECIMALS,
  STK_SYMBOL,
  estimateReward,
  figureState,
  formatLockPeriod,
  formatTokenAmount,
  stake,
  stakeCalls,
  stakeCostText,
  validateAmount,
  readsFailingBlocker,
} from '../../app'
import { ActionButton } from '../kit/ActionButton'
import { FeedbackLine } from '../kit/FeedbackLine'
import { LiveFigure } from '../kit/LiveFigure'
import { TokenAmount } from '../kit/TokenAmount'
import { IDLE } from '../kit/feedback'
import { visitorDecimalSeparator } from '../kit/decimalSeparator'
import { LockPeriodPicker } from './LockPeriodPicker'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useWrite } from '../appState/useWrite'
import { useStakeWay } from './useStakeWay'
import {
  EMPTY_ENTRY,
  MAX_ENTRY,
  entryFieldText,
  entryToValidate,
  showsAmountError,
  type AmountEntry,
} from './amountEntry'
import { NetworkFeeLine } from '../fees/NetworkFeeLine'
import { useNetworkFee } from '../fees/useNetworkFee'

/**
 * Amount + lock period, then one stake flow in the way the wallet allows (one batch, a permit and one
 * transaction, or approve then stake), said under the estimate before the click.
 */
export function StakeForm() {
  const { reads } = useAppState()
  const { busy, feedback, setFeedback, run } = useWrite(STAKE_BUSY_KEY)
  const blocker = useWriteBlockerError()
  // The figures stay shown, marked stale; only the write waits for the node.
  const writeBlocked = blocker ?? readsFailingBlocker(reads.readError)
  const ready = useAccountReadsReady()
  const [entry, setEntry] = useState<AmountEntry>(EMPTY_ENTRY)
  const [submitted, setSubmitted] = useState(false)
  const [chosen, setChosen] = useState<number | undefined>()

  const lockSeconds = chosen ?? reads.lockPeriods[0]?.seconds
  const period = reads.lockPeriods.find((candidate) => candidate.seconds === lockSeconds)
  const fieldText = entryFieldText(entry, reads.tokenBalance)
  const entered = entryToValidate(entry, reads.tokenBalance, visitorDecimalSeparator())
  const validation = validateAmount(entered.text, {
    decimals: STK_DECIMALS,
    symbol: STK_SYMBOL,
    decimalSeparator: entered.decimalSeparator,
    // Before the first read the balance is unknown, not 0: no "above your balance of 0 STK".
    ...(blocker || !ready ? {} : { balance: reads.tokenBalance }),
  })
  const amount = validation.ok ? validation.value : undefined
  const needsApproval = amount !== undefined && reads.allowance < amount
  const way = useStakeWay(needsApproval, busy)
  const showError = !validation.ok && showsAmountError(fieldText, submitted) ? validation.message : undefined
  const fee = useNetworkFee(
    amount === undefined || lockSeconds === undefined || writeBlocked || busy
      ? undefined
      : `${amount}:${lockSeconds}:${needsApproval}`,
    (contracts) => stakeCalls(contracts, { amount: amount ?? 0n, lockPeriod: lockSeconds ?? 0 }, needsApproval),
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (writeBlocked || !validation.ok || lockSeconds === undefined || busy) return
    const label = `${formatTokenAmount(validation.value)} ${STK_SYMBOL}`
    const staked = await run(
      (context) => stake(context, { amount: validation.value, lockPeriod: lockSeconds }),
      () => ({ kind: 'success', text: `Staked ${label} for ${formatLockPeriod(lockSeconds)}.` }),
    )
    if (staked) {
      setEntry(EMPTY_ENTRY)
      setSubmitted(false)
    }
  }

  return (
    <form className="card stake-form" onSubmit={submit} noValidate>
      <h2>Stake {STK_SYMBOL}</h2>
      <div className="field">
        <div className="field-label-row">
          <label htmlFor="stake-amount">Amount</label>
          {!blocker && (
            <span className="muted">
              Balance:{' '}
              <LiveFigure state={figureState(ready, reads.readError)} label="balance">
                <TokenAmount value={reads.tokenBalance} />
              </LiveFigure>
            </span>
          )}
        </div>
        <div className={`amount-input${showError ? ' invalid' : ''}`}>
          <input
            id="stake-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={fieldText}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? 'stake-amount-error' : undefined}
            onChange={(event) => {
              setEntry({ kind: 'typed', text: event.target.value })
              setSubmitted(false)
              setFeedback(IDLE)
            }}
            disabled={busy}
          />
          <span className="amount-symbol">{STK_SYMBOL}</span>
          <button
            type="button"
            className="btn btn-small btn-quiet"
            aria-pressed={entry.kind === 'max'}
            title="Stake the whole balance"
            disabled={busy || Boolean(blocker) || !ready || reads.tokenBalance === 0n}
            onClick={() => {
              setEntry(MAX_ENTRY)
              setSubmitted(false)
              setFeedback(IDLE)
            }}
          >
            Max
          </button>
        </div>
        {showError && (
          <p id="stake-amount-error" className="field-error">
            {showError}
          </p>
        )}
      </div>
      <LockPeriodPicker
        periods={reads.lockPeriods}
        value={lockSeconds}
        onChange={(seconds) => {
          setChosen(seconds)
          setFeedback(IDLE)
        }}
        disabled={busy}
      />
      {amount !== undefined && period && (
        <p className="estimate">
          Reward at unlock:{' '}
          <strong>
            <TokenAmount value={estimateReward(amount, period.seconds, period.aprBps)} />
          </strong>
        </p>
      )}
      {amount !== undefined && (
        <p className="muted stake-cost" data-testid="stake-cost">
          Takes {stakeCostText[way]}.
        </p>
      )}
      <ActionButton
        blocker={writeBlocked}
        type="submit"
        busy={busy}
        busyLabel="Working…"
        ready={ready && reads.lockPeriods.length > 0}
      >
        {way === 'approve' ? 'Approve & stake' : 'Stake'}
      </ActionButton>
      <NetworkFeeLine estimate={fee} testId="stake-fee" />
      <FeedbackLine feedback={feedback} />
    </form>
  )
}

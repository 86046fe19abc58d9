import {
  STK_SYMBOL,
  formatAprBps,
  formatDate,
  formatLockPeriod,
  formatTimeLeft,
  formatTokenAmount,
  lockProgressPercent,
  stakeStatus,
  withdrawBusyKey,
  withdrawPayout,
  withdrawCall,
  withdrawStake,
  type StakeEntry,
} from '../../app/index.ts'
import { TokenAmount } from '../kit/TokenAmount'
import { useWrite, type Outcome } from '../appState/useWrite'
import { NetworkFeeLine } from '../fees/NetworkFeeLine'
import { useNetworkFee } from '../fees/useNetworkFee'

const STATUS_LABEL = { locked: 'Locked', unlocked: 'Unlocked', withdrawn: 'Withdrawn' } as const

interface StakeRowProps {
  readonly stake: StakeEntry
  /** Chain time (seconds): lock states follow the chain's clock, not the visitor's. */
  readonly now: number
  /** Why writes are disabled (wrong network), if they are. */
  readonly blocker: string | undefined
  /** The list's line, shared by its rows: a withdrawn stake's row moves to History before its outcome is set. */
  readonly outcome: Outcome
}

/** Leads the unlock date (shown once, after it): time left while locked ('Unlocks in 29 d 23 h'), then what happened. */
function whenText(status: ReturnType<typeof stakeStatus>, stake: StakeEntry, now: number): string {
  if (status === 'locked') return `Unlocks in ${formatTimeLeft(stake.unlockTime - now)}`
  return status === 'unlocked' ? 'Unlocked on' : 'Lock ended'
}

/** One stake: amount and status, lock terms, time left with a progress bar, reward, and its withdraw button. */
export function StakeRow({ stake, now, blocker, outcome }: StakeRowProps) {
  const { busy, run } = useWrite(withdrawBusyKey(stake.id), outcome)
  const status = stakeStatus(stake, now)
  const progress = lockProgressPercent(stake, now)
  const payout = withdrawPayout(stake)
  const payoutText = `${formatTokenAmount(payout.principal)} + ${formatTokenAmount(payout.reward)} ${STK_SYMBOL}`
  // Only an unlocked stake can be withdrawn: a locked one would revert, so it has no fee to show.
  const fee = useNetworkFee(status === 'unlocked' && !blocker && !busy ? String(stake.id) : undefined, (contracts) => [
    withdrawCall(contracts, stake.id),
  ])
  const withdraw = () =>
    run(
      (context) => withdrawStake(context, stake.id, payout),
      () => ({ kind: 'success', text: `Stake #${stake.id} withdrawn: ${payoutText}.` }),
    )
  const reason = status === 'locked' ? 'Available when the lock ends; it pays the reward with the stake.' : blocker
  const reasonId = `stake-${stake.id}-reason`
  return (
    <li className={`stake-row status-${status}`} data-stake-id={String(stake.id)}>
      <div className="stake-main">
        <span className="stake-id">#{String(stake.id)}</span>
        <span className="stake-amount">
          <TokenAmount value={stake.amount} />
        </span>
        <span className={`pill pill-${status}`}>{STATUS_LABEL[status]}</span>
      </div>
      <div className="stake-when">
        <span className="stake-time-left">{whenText(status, stake, now)}</span>
        <span className="stake-date">{formatDate(stake.unlockTime)}</span>
        <div
          className="lock-progress"
          role="progressbar"
          aria-label={`Lock of stake #${stake.id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}% of ${formatLockPeriod(stake.lockPeriod)}`}
        >
          <span className="lock-progress-fill" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <dl className="stake-facts">
        <div>
          <dt>Lock</dt>
          <dd>
            {formatLockPeriod(stake.lockPeriod)} · {formatAprBps(stake.aprBps)} APR
          </dd>
        </div>
        <div>
          <dt>{status === 'withdrawn' ? 'Reward paid' : 'Claimable'}</dt>
          <dd>
            <TokenAmount value={status === 'withdrawn' ? stake.claimed : stake.reward} />
          </dd>
        </div>
      </dl>
      <div className="stake-action">
        {status !== 'withdrawn' && (
          <>
            <button
              type="button"
              className="btn btn-small"
              onClick={withdraw}
              disabled={busy || Boolean(blocker) || status === 'locked'}
              aria-describedby={reason ? reasonId : undefined}
              title={`Pays back ${payoutText}: the stake and the rest of its reward`}
            >
              {busy ? (
                'Withdrawing…'
              ) : (
                <>
                  Withdraw <span className="payout">{payoutText}</span>
                </>
              )}
            </button>
            {reason && (
              <span id={reasonId} className="disabled-reason">
                {reason}
              </span>
            )}
            <NetworkFeeLine estimate={fee} testId={`withdraw-fee-${stake.id}`} />
          </>
        )}
      </div>
    </li>
  )
}

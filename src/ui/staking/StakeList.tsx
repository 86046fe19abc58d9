import { useState } from 'react'
import {
  formatAprBps,
  formatDate,
  formatLockPeriod,
  stakeStatus,
  withdrawBusyKey,
  withdrawStake,
  type StakeEntry,
} from '../../app'
import { FeedbackLine } from '../kit/FeedbackLine'
import { TokenAmount } from '../kit/TokenAmount'
import { IDLE, feedbackForError, type Feedback } from '../kit/feedback'
import { useAppState, useBusy } from '../appState/useAppState'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useAppContext } from '../session/AppServices.tsx'

const STATUS_LABEL = { locked: 'Locked', unlocked: 'Unlocked', withdrawn: 'Withdrawn' } as const

function StakeRow({
  stake,
  now,
  blocker,
  onFeedback,
}: {
  readonly stake: StakeEntry
  readonly now: number
  readonly blocker: string | undefined
  readonly onFeedback: (feedback: Feedback) => void
}) {
  const context = useAppContext()
  const busy = useBusy(withdrawBusyKey(stake.id))
  const status = stakeStatus(stake, now)
  const withdraw = async () => {
    onFeedback({ kind: 'pending', text: `Withdrawing stake #${stake.id} — confirm in your wallet…` })
    try {
      await withdrawStake(context, stake.id, {
        onSubmitted: () =>
          onFeedback({ kind: 'pending', text: `Withdrawing stake #${stake.id} — waiting for confirmation…` }),
      })
      onFeedback({ kind: 'success', text: `Stake #${stake.id} withdrawn.` })
    } catch (error) {
      onFeedback(feedbackForError(error) ?? IDLE)
    }
  }
  const lockedReason = status === 'locked' ? `Still locked until ${formatDate(stake.unlockTime)}` : undefined
  return (
    <li className={`stake-row status-${status}`} data-stake-id={String(stake.id)}>
      <div className="stake-main">
        <span className="stake-id">#{String(stake.id)}</span>
        <span className="stake-amount">
          <TokenAmount value={stake.amount} />
        </span>
        <span className={`pill pill-${status}`}>{STATUS_LABEL[status]}</span>
      </div>
      <dl className="stake-facts">
        <div>
          <dt>Lock</dt>
          <dd>
            {formatLockPeriod(stake.lockPeriod)} · {formatAprBps(stake.aprBps)} APR
          </dd>
        </div>
        <div>
          <dt>Unlocks</dt>
          <dd>{formatDate(stake.unlockTime)}</dd>
        </div>
        <div>
          <dt>{status === 'withdrawn' ? 'Reward paid' : 'Accrued reward'}</dt>
          <dd>
            <TokenAmount value={status === 'withdrawn' ? stake.claimed : stake.reward} />
          </dd>
        </div>
      </dl>
      {status !== 'withdrawn' && (
        <div className="stake-action">
          <button
            type="button"
            className="btn btn-small"
            onClick={withdraw}
            disabled={busy || Boolean(blocker) || status === 'locked'}
            title={lockedReason ?? blocker}
          >
            {busy ? 'Withdrawing…' : 'Withdraw'}
          </button>
          {lockedReason && <span className="disabled-reason">{lockedReason}</span>}
        </div>
      )}
    </li>
  )
}

/** The connected account's stakes, newest first, each with its status and a withdraw action. */
export function StakeList() {
  const { stakingList, reads } = useAppState()
  const blockerError = useWriteBlockerError()
  const blocker = blockerError?.shortMessage
  const notConnected = blockerError?.code === 'not-connected'
  const [feedback, setFeedback] = useState<Feedback>(IDLE)
  const stakes = [...stakingList].reverse()
  return (
    <section className="card stake-list" aria-labelledby="stakes-heading">
      <h2 id="stakes-heading">Your stakes</h2>
      <FeedbackLine feedback={feedback} />
      {notConnected ? (
        <p className="muted">Your stakes show here once a wallet is connected.</p>
      ) : blocker ? (
        <p className="muted">{blocker}</p>
      ) : stakes.length === 0 ? (
        <p className="muted">
          {reads.loaded ? 'No stakes yet. Stake STK above to start earning.' : 'Loading your stakes…'}
        </p>
      ) : (
        <ul>
          {stakes.map((stake) => (
            <StakeRow
              key={String(stake.id)}
              stake={stake}
              now={reads.chainTime}
              blocker={blocker}
              onFeedback={setFeedback}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

import { useState } from 'react'
import { CLAIM_BUSY_KEY, STK_SYMBOL, claimRewards, formatTokenAmount } from '../../app'
import { TokenAmount } from '../kit/TokenAmount'
import { FeedbackLine } from '../kit/FeedbackLine'
import { StatCard } from '../kit/StatCard'
import { IDLE, feedbackForError, type Feedback } from '../kit/feedback'
import { useAppState, useBusy } from '../appState/useAppState'
import { useWriteBlocker } from '../appState/useWriteBlocker'
import { useAppContext } from '../session/AppServices.tsx'

/** Balance, pending reward and the claim action. */
export function RewardsCard() {
  const context = useAppContext()
  const { reads } = useAppState()
  const busy = useBusy(CLAIM_BUSY_KEY)
  const blocker = useWriteBlocker()
  const [feedback, setFeedback] = useState<Feedback>(IDLE)
  const nothing = reads.pendingReward === 0n
  const reason =
    blocker ??
    (nothing && reads.loaded ? 'Nothing to claim yet: rewards accrue every second a stake is locked.' : undefined)

  const claim = async () => {
    setFeedback({ kind: 'pending', text: 'Claim — confirm in your wallet…' })
    try {
      const paid = await claimRewards(context, {
        onSubmitted: () => setFeedback({ kind: 'pending', text: 'Claim — waiting for confirmation…' }),
      })
      setFeedback({ kind: 'success', text: `Claimed ${formatTokenAmount(paid)} ${STK_SYMBOL}.` })
    } catch (error) {
      setFeedback(feedbackForError(error) ?? IDLE)
    }
  }

  return (
    <section className="card rewards-card" aria-labelledby="rewards-heading">
      <h2 id="rewards-heading">Rewards</h2>
      <div className="stat-grid">
        <StatCard
          framed={false}
          label="Wallet balance"
          testId="stk-balance"
          value={blocker ? '—' : <TokenAmount value={reads.tokenBalance} />}
        />
        <StatCard
          framed={false}
          label="Claimable now"
          testId="pending-reward"
          value={blocker ? '—' : <TokenAmount value={reads.pendingReward} />}
        />
      </div>
      <button type="button" className="btn btn-primary btn-wide" onClick={claim} disabled={busy || Boolean(reason)}>
        {busy ? 'Claiming…' : 'Claim rewards'}
      </button>
      {reason && <p className="disabled-reason">{reason}</p>}
      <FeedbackLine feedback={feedback} />
    </section>
  )
}

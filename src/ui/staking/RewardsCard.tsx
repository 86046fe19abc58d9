import { CLAIM_BUSY_KEY, STK_SYMBOL, claimFeeCalls, claimRewards, figureState, formatTokenAmount } from '../../app'
import { TokenAmount } from '../kit/TokenAmount'
import { FeedbackLine } from '../kit/FeedbackLine'
import { StatCard } from '../kit/StatCard'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { ActionButton } from '../kit/ActionButton'
import { IDLE, feedbackForError } from '../kit/feedback'
import { useOutcome } from '../appState/useMoment'
import { useAppState, useBusy } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useAppContext } from '../session/AppServices.tsx'
import { useFlowFeedback } from '../session/useFlowProgress'
import { NetworkFeeLine } from '../fees/NetworkFeeLine'
import { FeeOverRewardLine } from '../fees/FeeOverRewardLine'
import { useNetworkFee } from '../fees/useNetworkFee'

/** Balance, pending reward and the claim action. */
export function RewardsCard() {
  const context = useAppContext()
  const { reads } = useAppState()
  const busy = useBusy(CLAIM_BUSY_KEY)
  const blocker = useWriteBlockerError()
  const [feedback, setFeedback] = useOutcome()
  // 'Claim — confirm in your wallet…' comes from the flow store, so it outlives a visit to another page.
  const shownFeedback = useFlowFeedback(CLAIM_BUSY_KEY, feedback)
  const reason =
    reads.pendingReward === 0n ? 'Nothing to claim yet: rewards accrue every second a stake is locked.' : undefined
  const ready = useAccountReadsReady()
  const state = figureState(ready, reads.readError)
  // A reward to claim is the input: each new accrual re-estimates nothing, the calls stay the same.
  const fee = useNetworkFee(
    blocker || busy || !ready || reads.pendingReward === 0n ? undefined : 'claim',
    claimFeeCalls,
  )
  const figure = (value: bigint, label: string) =>
    blocker ? (
      '—'
    ) : (
      <LiveFigure state={state} label={label}>
        <TokenAmount value={value} />
      </LiveFigure>
    )

  const claim = async () => {
    setFeedback(IDLE)
    try {
      const paid = await claimRewards(context)
      setFeedback({ kind: 'success', text: `Claimed ${formatTokenAmount(paid)} ${STK_SYMBOL}.` })
    } catch (error) {
      setFeedback(feedbackForError(error) ?? IDLE)
    }
  }

  return (
    <section className="card rewards-card" aria-labelledby="rewards-heading">
      <div className="card-heading-row">
        <h2 id="rewards-heading">Rewards</h2>
        {!blocker && state === 'stale' && <StaleMark updatedAt={reads.updatedAt} />}
      </div>
      <div className="stat-grid">
        <StatCard
          framed={false}
          label="Wallet balance"
          testId="stk-balance"
          value={figure(reads.tokenBalance, 'wallet balance')}
        />
        <StatCard
          framed={false}
          label="Claimable now"
          testId="pending-reward"
          value={figure(reads.pendingReward, 'claimable reward')}
        />
      </div>
      <ActionButton blocker={blocker} busy={busy} busyLabel="Claiming…" onClick={claim} ready={ready} reason={reason}>
        Claim rewards
      </ActionButton>
      <NetworkFeeLine estimate={fee} testId="claim-fee" />
      <FeeOverRewardLine estimate={fee} reward={reads.pendingReward} />
      <FeedbackLine feedback={shownFeedback} />
    </section>
  )
}

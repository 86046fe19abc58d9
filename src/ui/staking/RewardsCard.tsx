import {
  CLAIM_BUSY_KEY,
  STK_SYMBOL,
  claimCall,
  claimRewards,
  figureState,
  formatTokenAmount,
  readsFailingBlocker,
} from '../../app'
import { TokenAmount } from '../kit/TokenAmount'
import { FeedbackLine } from '../kit/FeedbackLine'
import { StatCard } from '../kit/StatCard'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { ActionButton } from '../kit/ActionButton'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useWrite } from '../appState/useWrite'
import { NetworkFeeLine } from '../fees/NetworkFeeLine'
import { FeeOverRewardLine } from '../fees/FeeOverRewardLine'
import { useNetworkFee } from '../fees/useNetworkFee'

/** Balance, pending reward and the claim action. */
export function RewardsCard() {
  const { reads } = useAppState()
  // 'Claim — confirm in your wallet…' comes from the write's record, so it outlives a visit to another page.
  const { busy, feedback, run } = useWrite(CLAIM_BUSY_KEY)
  const blocker = useWriteBlockerError()
  const writeBlocked = blocker ?? readsFailingBlocker(reads.readError)
  const reason =
    reads.pendingReward === 0n ? 'Nothing to claim yet: rewards accrue every second a stake is locked.' : undefined
  const ready = useAccountReadsReady()
  const state = figureState(ready, reads.readError)
  // A reward to claim is the input: each new accrual re-estimates nothing, the calls stay the same.
  const fee = useNetworkFee(
    writeBlocked || busy || !ready || reads.pendingReward === 0n ? undefined : 'claim',
    (contracts) => [claimCall(contracts, reads.pendingReward)],
  )
  const figure = (value: bigint, label: string) =>
    blocker ? (
      '—'
    ) : (
      <LiveFigure state={state} label={label}>
        <TokenAmount value={value} />
      </LiveFigure>
    )

  const claim = () =>
    run(claimRewards, (paid) => ({ kind: 'success', text: `Claimed ${formatTokenAmount(paid)} ${STK_SYMBOL}.` }))

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
      <ActionButton
        blocker={writeBlocked}
        busy={busy}
        busyLabel="Claiming…"
        onClick={claim}
        ready={ready}
        reason={reason}
      >
        Claim rewards
      </ActionButton>
      <NetworkFeeLine estimate={fee} testId="claim-fee" />
      <FeeOverRewardLine estimate={fee} reward={reads.pendingReward} />
      <FeedbackLine feedback={feedback} />
    </section>
  )
}

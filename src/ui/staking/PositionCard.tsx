import {
  figureState,
  formatDate,
  formatTimeLeft,
  stakePosition,
  type FigureState,
  type StakeEntry,
} from '../../app/index.ts'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { StatCard } from '../kit/StatCard'
import { TokenAmount } from '../kit/TokenAmount'
import { useAppState } from '../appState/useAppState'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'

interface PositionFiguresProps {
  readonly stakes: readonly StakeEntry[]
  readonly pendingReward: bigint
  readonly ownedTokens: number
  /** Chain time (seconds) the lock states are measured at. */
  readonly now: number
  readonly state: FigureState
  readonly updatedAt: number | undefined
  /** Why there is no position to show (no wallet, another network): said in the heading row, figures as '—'. */
  readonly absent?: string | undefined
}

/** A hint's line is kept even when there is nothing to say, so a figure arriving with its hint moves nothing. */
const NO_HINT = '\u00a0'

export const READY_TO_WITHDRAW = 'Ready to withdraw now'

/** What can be done next: withdraw now when any stake is unlocked, else 'in 29 d 23 h' for the earliest lock. */
function nextUnlockText(nextUnlock: number | undefined, withdrawable: number, now: number): string {
  if (withdrawable > 0) return READY_TO_WITHDRAW
  if (nextUnlock !== undefined) return `in ${formatTimeLeft(nextUnlock - now)}`
  return 'No locked stakes'
}

/** Under it: the date of that unlock, or, beside a withdrawable stake, when the next lock ends. */
function nextUnlockHint(nextUnlock: number | undefined, withdrawable: number, now: number): string {
  if (nextUnlock === undefined) return NO_HINT
  return withdrawable > 0 ? `Next unlock in ${formatTimeLeft(nextUnlock - now)}` : formatDate(nextUnlock)
}

/** The connected account at a glance: staked, claimable, next unlock, NFTs owned. */
export function PositionFigures({
  stakes,
  pendingReward,
  ownedTokens,
  now,
  state,
  updatedAt,
  absent,
}: PositionFiguresProps) {
  const position = stakePosition(stakes, now)
  const stakeCount = `${position.activeCount} active ${position.activeCount === 1 ? 'stake' : 'stakes'}`
  return (
    <section className="card position-card" aria-labelledby="position-heading">
      <div className="card-heading-row">
        <h2 id="position-heading">Your position</h2>
        {state === 'stale' && <StaleMark updatedAt={updatedAt} />}
        {absent && <span className="muted">{absent}</span>}
      </div>
      <div className="position-grid">
        <StatCard
          framed={false}
          label="Staked"
          testId="position-staked"
          hint={state === 'fresh' || state === 'stale' ? stakeCount : NO_HINT}
          value={
            <LiveFigure state={state} label="staked amount">
              <TokenAmount value={position.staked} />
            </LiveFigure>
          }
        />
        <StatCard
          framed={false}
          label="Claimable"
          testId="position-claimable"
          value={
            <LiveFigure state={state} label="claimable reward">
              <TokenAmount value={pendingReward} />
            </LiveFigure>
          }
        />
        <StatCard
          framed={false}
          label="Next unlock"
          testId="position-next-unlock"
          hint={nextUnlockHint(position.nextUnlock, position.withdrawableCount, now)}
          value={
            <LiveFigure state={state} label="next unlock">
              {nextUnlockText(position.nextUnlock, position.withdrawableCount, now)}
            </LiveFigure>
          }
        />
        <StatCard
          framed={false}
          label="NFTs owned"
          testId="position-nfts"
          value={
            <LiveFigure state={state} label="NFTs owned" width={2}>
              {ownedTokens}
            </LiveFigure>
          }
        />
      </div>
    </section>
  )
}

/**
 * 'Your position': the connected account's figures; without a wallet that can write here, the same card with '—'
 * and why, so the page keeps its layout when a returning visitor's wallet reconnects after the first paint.
 */
export function PositionCard() {
  const { stakingList, reads } = useAppState()
  const blocker = useWriteBlockerError()
  const ready = useAccountReadsReady()
  return (
    <PositionFigures
      stakes={blocker ? [] : stakingList}
      pendingReward={reads.pendingReward}
      ownedTokens={reads.ownedTokenIds.length}
      now={reads.chainTime}
      state={blocker ? 'unavailable' : figureState(ready, reads.readError)}
      updatedAt={reads.updatedAt}
      absent={blocker?.code === 'not-connected' ? 'Shown once a wallet is connected.' : blocker?.shortMessage}
    />
  )
}

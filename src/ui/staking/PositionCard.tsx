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
}

export const READY_TO_WITHDRAW = 'Ready to withdraw now'

/** What can be done next: withdraw now when any stake is unlocked, else 'in 29 d 23 h' for the earliest lock. */
function nextUnlockText(nextUnlock: number | undefined, withdrawable: number, now: number): string {
  if (withdrawable > 0) return READY_TO_WITHDRAW
  if (nextUnlock !== undefined) return `in ${formatTimeLeft(nextUnlock - now)}`
  return 'No locked stakes'
}

/** Under it: the date of that unlock, or, beside a withdrawable stake, when the next lock ends. */
function nextUnlockHint(nextUnlock: number | undefined, withdrawable: number, now: number): string | undefined {
  if (nextUnlock === undefined) return undefined
  return withdrawable > 0 ? `Next unlock in ${formatTimeLeft(nextUnlock - now)}` : formatDate(nextUnlock)
}

/** The connected account at a glance: staked, claimable, next unlock, NFTs owned. */
export function PositionFigures({ stakes, pendingReward, ownedTokens, now, state, updatedAt }: PositionFiguresProps) {
  const position = stakePosition(stakes, now)
  const stakeCount = `${position.activeCount} active ${position.activeCount === 1 ? 'stake' : 'stakes'}`
  return (
    <section className="card position-card" aria-labelledby="position-heading">
      <div className="card-heading-row">
        <h2 id="position-heading">Your position</h2>
        {state === 'stale' && <StaleMark updatedAt={updatedAt} />}
      </div>
      <div className="position-grid">
        <StatCard
          framed={false}
          label="Staked"
          testId="position-staked"
          hint={state === 'fresh' || state === 'stale' ? stakeCount : undefined}
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

/** 'Your position' while a wallet that can write is connected (nothing to show for a visitor). */
export function PositionCard() {
  const { stakingList, reads } = useAppState()
  const blocker = useWriteBlockerError()
  const ready = useAccountReadsReady()
  if (blocker) return null
  return (
    <PositionFigures
      stakes={stakingList}
      pendingReward={reads.pendingReward}
      ownedTokens={reads.ownedTokenIds.length}
      now={reads.chainTime}
      state={figureState(ready, reads.readError)}
      updatedAt={reads.updatedAt}
    />
  )
}

import { figureState, readsFailingBlocker, stakeStatus, withdrawBusyKey } from '../../app/index.ts'
import { FeedbackLine } from '../kit/FeedbackLine'
import { LiveFigure, StaleMark } from '../kit/LiveFigure'
import { useAppState } from '../appState/useAppState'
import { useOutcome } from '../appState/useMoment'
import { useAccountReadsReady } from '../appState/useAccountReadsReady'
import { useWriteBlockerError } from '../appState/useWriteBlocker'
import { useWriteLine } from '../appState/useWrite'
import { StakeRow } from './StakeRow'

/** The connected account's stakes, newest first: Active ones with their withdraw action, then History folded. */
export function StakeList() {
  const { stakingList, reads } = useAppState()
  const blockerError = useWriteBlockerError()
  const blocker = blockerError?.shortMessage
  const notConnected = blockerError?.code === 'not-connected'
  // A withdraw waits while reads fail; the rows stay listed, marked stale.
  const withdrawBlocker = (blockerError ?? readsFailingBlocker(reads.readError))?.shortMessage
  const outcome = useOutcome()
  const state = figureState(useAccountReadsReady(), reads.readError)
  const newestFirst = [...stakingList].reverse()
  const active = newestFirst.filter((stake) => stakeStatus(stake, reads.chainTime) !== 'withdrawn')
  const history = newestFirst.filter((stake) => stakeStatus(stake, reads.chainTime) === 'withdrawn')
  // A withdrawal's progress comes from its record; its outcome is the rows' shared line.
  const feedback = useWriteLine(
    active.map((stake) => withdrawBusyKey(stake.id)),
    outcome[0],
  )
  const rows = (stakes: typeof newestFirst) => (
    <ul className="stake-rows">
      {stakes.map((stake) => (
        <StakeRow
          key={String(stake.id)}
          stake={stake}
          now={reads.chainTime}
          blocker={withdrawBlocker}
          outcome={outcome}
        />
      ))}
    </ul>
  )
  // Every state starts with the Active heading and one line, so a returning visitor's list arriving after the first
  // paint (not connected → loading → 'No stakes yet') keeps its height.
  const body = () => {
    if (notConnected) return <p className="muted">Your stakes show here once a wallet is connected.</p>
    if (blocker) return <p className="muted">{blocker}</p>
    if (state === 'loading' || state === 'unavailable') {
      return (
        <p className="muted">
          <LiveFigure state={state} label="your stakes" width={16}>
            {null}
          </LiveFigure>
        </p>
      )
    }
    return (
      <>
        {active.length > 0 ? (
          rows(active)
        ) : (
          <p className="muted">
            {history.length > 0 ? 'No active stakes.' : 'No stakes yet. Stake STK above to start earning.'}
          </p>
        )}
        {history.length > 0 && (
          <details className="stake-history">
            <summary>History ({history.length} withdrawn)</summary>
            {rows(history)}
          </details>
        )}
      </>
    )
  }
  return (
    <section className="card stake-list" aria-labelledby="stakes-heading">
      <div className="card-heading-row">
        <h2 id="stakes-heading">Your stakes</h2>
        {!blocker && state === 'stale' && <StaleMark updatedAt={reads.updatedAt} />}
      </div>
      <FeedbackLine feedback={feedback} />
      <h3 className="stake-section-heading">Active</h3>
      {body()}
    </section>
  )
}

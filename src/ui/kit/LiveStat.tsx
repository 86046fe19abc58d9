import type { ReactNode } from 'react'
import type { FigureState } from '../../app/index.ts'
import { LiveFigure, StaleMark } from './LiveFigure'
import { StatCard } from './StatCard'

interface LiveStatProps {
  readonly label: string
  /** What the figure counts, for a newcomer ('All stakers, all time'). */
  readonly hint?: string
  readonly testId?: string
  /** figureState() of the read behind the value. */
  readonly state: FigureState
  /** When the shown value was read: the stale mark says it. */
  readonly updatedAt: number | undefined
  /** What the figure is for screen readers while it loads; the label in lower case unless given. */
  readonly spoken?: string
  /** The value once read. */
  readonly children: ReactNode
}

/** A labelled figure read from the chain: a skeleton until read, '—' when the read failed, marked when stale. */
export function LiveStat({ label, hint, testId, state, updatedAt, spoken, children }: LiveStatProps) {
  return (
    <StatCard
      label={label}
      {...(hint ? { hint } : {})}
      {...(testId ? { testId } : {})}
      value={
        <LiveFigure state={state} label={spoken ?? label.toLowerCase()}>
          {children}
        </LiveFigure>
      }
      note={state === 'stale' ? <StaleMark updatedAt={updatedAt} /> : undefined}
    />
  )
}

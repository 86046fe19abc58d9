import type { ReactNode } from 'react'
import type { FigureState } from '../../app/index.ts'
import { Skeleton } from './Skeleton'
import './liveFigure.css'

interface LiveFigureProps {
  /** figureState() of the read behind the value. */
  readonly state: FigureState
  /** What the figure is, for screen readers ('total locked'). */
  readonly label: string
  /** Roughly how many characters the value takes (the skeleton's width). */
  readonly width?: number
  readonly children: ReactNode
}

/** A figure read from the chain: a skeleton until the first read, '—' when it failed, never a made-up zero. */
export function LiveFigure({ state, label, width, children }: LiveFigureProps) {
  if (state === 'loading') return <Skeleton label={`Loading ${label}`} {...(width ? { width } : {})} />
  if (state === 'unavailable') {
    return (
      <span className="figure-unavailable">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{label} unavailable</span>
      </span>
    )
  }
  return children
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' })

/** The mark on figures a failed read left in place: they are still shown, but as of `updatedAt`. */
export function StaleMark({ updatedAt }: { readonly updatedAt: number | undefined }) {
  const when = updatedAt === undefined ? undefined : timeFormat.format(updatedAt)
  const text = when ? `Stale · last updated ${when}` : 'Stale'
  return (
    <span className="stale-mark" title="The node did not answer the latest read; this figure may be out of date.">
      {text}
    </span>
  )
}

import './skeleton.css'

interface SkeletonProps {
  /** Roughly how many characters the value will take, so the layout does not jump when it arrives. */
  readonly width?: number
  /** What is loading, for screen readers ('Loading total locked'). */
  readonly label?: string
}

/** Stands in for a value that has not been read yet: unknown is never shown as zero. */
export function Skeleton({ width = 6, label = 'Loading' }: SkeletonProps) {
  return <span className="skeleton" role="img" aria-label={label} style={{ width: `${width}ch` }} />
}

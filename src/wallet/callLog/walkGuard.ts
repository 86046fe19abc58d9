/**
 * Guards a recursive walk over a caller's value (redaction, canonical JSON): a cycle is refused when it is met,
 * and the walk stops past WALK_LIMIT nodes. Without it, a cycle around a large array redoes that array at every
 * level until the stack overflows (a minute), and shared references (an array holding the one below twice, 30
 * levels) make 2^30 visits out of 31 objects: both take minutes.
 */
import { InvalidArgumentError } from '../errors/configErrors.ts'

/** Most nodes (values of every kind, shared ones counted each time they are met) one walk visits. */
export const WALK_LIMIT = 200_000

export interface WalkGuard {
  /** Counts a node; an object is also checked against the path that led to it. Pair with `leave`. */
  enter(value: unknown): void
  leave(value: unknown): void
}

export function walkGuard(name: string): WalkGuard {
  const path = new Set<object>()
  let visited = 0
  return {
    enter(value) {
      visited += 1
      if (visited > WALK_LIMIT) throw new InvalidArgumentError(`${name}: the value is larger than ${WALK_LIMIT} nodes.`)
      if (typeof value !== 'object' || value === null) return
      if (path.has(value)) throw new InvalidArgumentError(`${name}: the value holds a cycle.`)
      path.add(value)
    },
    leave(value) {
      if (typeof value === 'object' && value !== null) path.delete(value)
    },
  }
}

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
  /** Counts `width` nodes before a walk pays for them (an array's length, an object's keys). */
  charge(width: number): void
}

export function walkGuard(name: string): WalkGuard {
  const path = new Set<unknown>()
  let visited = 0
  const refuse = (why: string) => {
    throw new InvalidArgumentError(`${name}: the value ${why}.`)
  }
  const charge = (width: number) => {
    visited += width
    if (visited > WALK_LIMIT) refuse(`is larger than ${WALK_LIMIT} nodes`)
  }
  return {
    charge,
    enter(value) {
      charge(1)
      if (path.has(value)) refuse('holds a cycle')
      // Primitives repeat without forming a cycle: only objects are on the path.
      if (typeof value === 'object' && value !== null) path.add(value)
    },
    leave: (value) => void path.delete(value),
  }
}

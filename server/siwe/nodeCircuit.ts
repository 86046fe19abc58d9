/** How long a node that failed is skipped: the first back-off, doubled on each failure in a row up to the longest. */
export type BackOff = { readonly firstMs: number; readonly maxMs: number }

export const DEFAULT_BACK_OFF: BackOff = { firstMs: 5_000, maxMs: 60_000 }

export interface NodeCircuit {
  /** true while the node is being skipped after a failure. */
  isOpen(): boolean
  /** The node did not answer (timeout, refused, HTTP error): skip it for the back-off. */
  failed(): void
  /** The node answered: ask it again at once. */
  answered(): void
}

/** A circuit breaker for one RPC node, so a node that does not answer costs one timeout per back-off, not one per sign-in. */
export function createNodeCircuit(backOff: BackOff, now: () => number): NodeCircuit {
  let failures = 0
  let openUntil = 0
  return {
    isOpen: () => now() < openUntil,
    failed() {
      failures++
      openUntil = now() + Math.min(backOff.maxMs, backOff.firstMs * 2 ** Math.min(failures - 1, 30))
    },
    answered() {
      failures = 0
      openUntil = 0
    },
  }
}

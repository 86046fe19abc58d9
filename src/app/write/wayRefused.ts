/**
 * Whether a failed batch or permit means 'this wallet cannot do that way' (the stake takes the next way, and the
 * form announces it from then on) or is an answer about this attempt (the person said no, the node is down, the
 * wallet's own failure), which ends the stake as it is: a node outage during a batch must not turn the next stake's
 * 'Takes 1 confirmation' into 'Takes a signature, then 1 transaction' for the rest of the page's life.
 */
import { walletErrorOf } from './walletErrorOf.ts'

/**
 * The wallet codes that say 'not this way': EIP-1193's 4200 (unsupported method), JSON-RPC's -32601 and -32004
 * (method not found / not supported), and EIP-5792's capability errors: 5700 (unsupported non-optional
 * capability), 5710 (unsupported chain), 5740 (batch too large), 5750 (the person declined the upgrade to an
 * atomic-ready account) and 5760 (atomicity not supported). 5720 (duplicate id) and 5730 (unknown bundle) are
 * about one call, not the wallet's abilities.
 */
export const WAY_UNSUPPORTED_CODES: ReadonlySet<number> = new Set([4200, -32601, -32004, 5700, 5710, 5740, 5750, 5760])

export function isWayUnsupported(error: unknown): boolean {
  const code = walletErrorOf(error)?.code
  const numeric = typeof code === 'string' && /^-?\d+$/.test(code) ? Number(code) : code
  return typeof numeric === 'number' && WAY_UNSUPPORTED_CODES.has(numeric)
}

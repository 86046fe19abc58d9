/**
 * Whether a failure is the node not answering (connection refused or dropped, timed out, a socket
 * closed) rather than an answer from it. viem names these errors; they are matched by that `name` so
 * this check, which every failed action's message passes, does not pull viem's error classes into the
 * first load.
 */
import { errorChain, readField } from '../chains/index.ts'

const TRANSPORT_FAILURES: ReadonlySet<unknown> = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
])

/** What a person reads when an action could not reach the node. */
export const CHAIN_UNREACHABLE_MESSAGE = 'Could not reach the chain. Check your connection, then try again.'

export function isNodeUnreachable(error: unknown): boolean {
  return errorChain(error).some((cause) => TRANSPORT_FAILURES.has(readField(cause, 'name')))
}

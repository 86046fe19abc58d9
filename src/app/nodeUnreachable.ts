/**
 * Whether a failure is the node not answering (connection refused or dropped, timed out, a socket
 * closed) rather than an answer from it. viem names these errors; they are matched by that `name` so
 * this check, which every failed action's message passes, does not pull viem's error classes into the
 * first load.
 */
const TRANSPORT_FAILURES = new Set(['HttpRequestError', 'TimeoutError', 'WebSocketRequestError', 'SocketClosedError'])

/** What a person reads when an action could not reach the node. */
export const CHAIN_UNREACHABLE_MESSAGE = 'Could not reach the chain. Check your connection, then try again.'

export function isNodeUnreachable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (TRANSPORT_FAILURES.has(current.name)) return true
    current = current.cause
  }
  return false
}

import type { Outcome, Source } from './recorder.ts'

/**
 * The only non-2xx answers a healthy pair of servers gives this traffic: 429 to the flooding client, and the
 * refusals of junk (a signature that is no one's, a body that is not JSON). Anything else (a 5xx, a
 * dropped connection, a 429 to a visitor inside its limits, a 200 with the wrong session) is a fault.
 */
export const EXPECTED_NON_2XX: Readonly<Record<Source, readonly RegExp[]>> = {
  flood: [/^429 Too many requests: try again in N s$/],
  junk: [/^401 Signature does not match the message and its address$/, /^400 Request body is not valid JSON: /],
  visitor: [],
  static: [],
}

const isSuccess = (kind: string) => /^2\d\d$/.test(kind)

/** The outcomes that are neither a success nor a refusal this traffic asks for. */
export function unexpectedOutcomes<T extends Outcome>(outcomes: readonly T[]): T[] {
  return outcomes.filter(
    ({ source, kind }) => !isSuccess(kind) && !EXPECTED_NON_2XX[source].some((pattern) => pattern.test(kind)),
  )
}

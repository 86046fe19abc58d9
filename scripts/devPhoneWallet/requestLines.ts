/**
 * A wallet request as the Dev Phone Wallet's label / value lines, in the app's words: the app's decoder
 * (src/app/decode.ts, as /calls and the Dev Wallet use it) describes it, so the phone shows what the app logs.
 */
import {
  describedCallText,
  describeRequest,
  typedDataLines,
  type ContractsByChain,
  type RequestLine,
  switchChainText,
} from '../../src/app/decode.ts'
import { displayText } from '../../src/chains/index.ts'

/** A request the decoder has nothing to say about is shown as its method and parameters, cut to this length. */
const MAX_RAW_CHARS = 2000

export function requestLines(
  method: string,
  params: unknown,
  chainId: number | undefined,
  contracts: ContractsByChain,
): RequestLine[] {
  const description = describeRequest(method, params, chainId, contracts)
  if (!description) {
    const raw = displayText(params)
    return [{ label: method, value: raw.length > MAX_RAW_CHARS ? `${raw.slice(0, MAX_RAW_CHARS)}…` : raw }]
  }
  switch (description.kind) {
    case 'message':
      return [{ label: description.binary ? 'Sign binary message (hex)' : 'Sign message', value: description.text }]
    case 'typedData':
      return typedDataLines(description)
    case 'switchChain':
      return [{ label: 'Network', value: switchChainText(description) }]
    case 'calls':
      return description.calls.flatMap((call, index) => [
        { label: description.calls.length > 1 ? `Call ${index + 1}` : 'Call', value: describedCallText(call) },
        ...(call.value ? [{ label: 'Sends', value: call.value }] : []),
      ])
  }
}

import {
  calldataText,
  describeRequest,
  type ContractsByChain,
  type DescribedCall,
  type RequestDescription,
  switchChainText,
  typedDataLines,
} from '../../app/decode.ts'
import type { CallLogEntry } from '../../wallet/index.ts'
import { markerText } from './callLabels'
import { formatValue } from './formatValue'

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`

function CallLine({ call }: { readonly call: DescribedCall }) {
  const decoded = call.call
  const target =
    decoded.kind === 'function' && decoded.contract
      ? decoded.contract
      : call.to
        ? `${short(call.to)}${decoded.kind === 'function' ? ' (not an app contract)' : ''}`
        : 'contract creation'
  return (
    <li>
      <span className="call-target">{target}</span>{' '}
      {decoded.kind === 'function' ? (
        <code className="call-function" title={call.to}>
          {calldataText(decoded)}
        </code>
      ) : (
        <span className="call-raw-label">{calldataText(decoded)}</span>
      )}
      {call.value && <span className="call-value"> · sends {call.value}</span>}
    </li>
  )
}

function Described({ description }: { readonly description: RequestDescription }) {
  if (description.kind === 'message')
    return (
      <div className="call-message">
        <span className="call-raw-label">{description.binary ? 'Binary message (hex)' : 'Message'}</span>
        <pre>{description.text}</pre>
      </div>
    )
  if (description.kind === 'typedData')
    return (
      // label and value as a call's target and function: the first line names the primary type
      <ul className="call-list">
        {typedDataLines(description).map(({ label, value }) => (
          <li key={label}>
            <span className="call-target">{label}</span> {value}
          </li>
        ))}
      </ul>
    )
  if (description.kind === 'switchChain') return <span className="call-raw-label">{switchChainText(description)}</span>
  return (
    <ol className="call-list">
      {description.calls.map((call, index) => (
        // calls of one request never reorder: the index is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <CallLine key={index} call={call} />
      ))}
    </ol>
  )
}

/** A request as a person reads it (decoded call, message text, marker sentence), its raw parameters one click away. */
export function RequestCell({
  entry,
  contracts,
}: {
  readonly entry: CallLogEntry
  readonly contracts: ContractsByChain
}) {
  const raw = formatValue(entry.params)
  const marker = markerText(entry)
  const description =
    entry.kind === 'request' ? describeRequest(entry.method, entry.params, entry.chainId, contracts) : undefined
  if (!description && !marker) return <code>{raw}</code>
  return (
    <div className="call-request">
      {description ? <Described description={description} /> : <span>{marker}</span>}
      {raw && (
        <details>
          <summary>Raw parameters</summary>
          <code>{raw}</code>
        </details>
      )}
    </div>
  )
}

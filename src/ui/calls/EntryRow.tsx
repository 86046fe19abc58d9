import type { Chain } from 'viem'
import type { ContractsByChain } from '../../app/decode.ts'
import type { CallLogEntry } from '../../wallet/index.ts'
import { formatDuration, ORIGIN_LABELS } from './callLabels'
import { formatValue } from './formatValue'
import { PlaceCells } from './PlaceCells'
import { RequestCell } from './RequestCell'

/** Longer results (a whole block, a log list) show their start; the rest is one click away, not a page tall. */
const RESULT_PREVIEW_CHARS = 120

function Result({ value }: { readonly value: unknown }) {
  const text = formatValue(value)
  if (text.length <= RESULT_PREVIEW_CHARS) return <code>{text}</code>
  return (
    <>
      <code>{`${text.slice(0, RESULT_PREVIEW_CHARS)}…`}</code>
      <details>
        <summary>Full result ({text.length.toLocaleString('en-US')} characters)</summary>
        <code>{text}</code>
      </details>
    </>
  )
}

function Outcome({ entry }: { readonly entry: CallLogEntry }) {
  switch (entry.outcome) {
    case 'ok':
      return (
        <>
          <span className="call-badge call-ok">ok</span> <Result value={entry.result} />
        </>
      )
    case 'error':
      return (
        <>
          <span className="call-badge call-error">error {entry.errorCode ?? ''}</span> {entry.errorMessage}
        </>
      )
    case 'pending':
      return <span className="call-badge call-pending">pending</span>
    case 'event':
      return <span className="call-badge call-event">event</span>
  }
}

interface EntryRowProps {
  readonly entry: CallLogEntry
  readonly chains: readonly Chain[]
  readonly contracts: ContractsByChain
  /** A request shown under its operation's row. */
  readonly member?: boolean | undefined
}

/** One request, event, receipt or marker: its eight cells. */
export function EntryRow({ entry, chains, contracts, member }: EntryRowProps) {
  return (
    <tr data-outcome={entry.outcome} className={member ? 'call-member' : undefined}>
      <PlaceCells entry={entry} origin={ORIGIN_LABELS[entry.origin]} chains={chains} />
      <td className="calls-method" data-label="Method">
        <span>
          <code>{entry.method}</code>
          {entry.kind !== 'request' && <span className="muted"> ({entry.kind})</span>}
          {entry.untrusted && <span className="muted"> (untrusted)</span>}
        </span>
      </td>
      <td className="calls-params" data-label="Request">
        <RequestCell entry={entry} contracts={contracts} />
      </td>
      <td className="calls-outcome" data-label="Outcome">
        <span>
          <Outcome entry={entry} />
        </span>
      </td>
      <td className="calls-duration" data-label="Duration">
        {formatDuration(entry.durationMs)}
      </td>
    </tr>
  )
}

import type { Chain } from 'viem'
import type { ContractsByChain } from '../../app/decode.ts'
import type { CallLogEntry } from '../../wallet/index.ts'
import { chainLabel, formatDateTime, ORIGIN_LABELS } from './callLabels'
import { formatValue } from './formatValue'
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

const COLUMNS = ['Time', 'Chain', 'Origin', 'Wallet', 'Method', 'Request', 'Outcome', 'Duration'] as const

interface CallsTableProps {
  readonly entries: readonly CallLogEntry[]
  readonly chains: readonly Chain[]
  readonly contracts: ContractsByChain
}

/**
 * One row per request or event: date-time with zone, chain, origin, wallet, method, the request in words,
 * outcome, duration. Under 900 px the rows stack into cards (calls.css); Chromium keeps the table roles under
 * display: block (tests/e2e/networkCalls.test.ts checks it).
 */
export function CallsTable({ entries, chains, contracts }: CallsTableProps) {
  return (
    <div className="calls-table-wrap" data-testid="calls-table-wrap">
      <table className="calls-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} data-outcome={entry.outcome}>
              <td className="calls-time" data-label="Time">
                <time dateTime={entry.startedAt}>{formatDateTime(entry.startedAt)}</time>
              </td>
              <td className="calls-chain" data-label="Chain">
                {chainLabel(entry.chainId, chains)}
              </td>
              <td className="calls-origin" data-label="Origin">
                {ORIGIN_LABELS[entry.origin]}
              </td>
              <td className="calls-wallet" data-label="Wallet">
                {entry.walletId || '—'}
              </td>
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
                {entry.durationMs === undefined ? '' : `${Math.round(entry.durationMs)} ms`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import type { CallLogEntry } from '../../wallet/index.ts'
import { formatTime, formatValue } from './formatValue'

function Outcome({ entry }: { readonly entry: CallLogEntry }) {
  switch (entry.outcome) {
    case 'ok':
      return (
        <>
          <span className="call-badge call-ok">ok</span> <code>{formatValue(entry.result)}</code>
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

const COLUMNS = ['Time', 'Wallet', 'Method', 'Parameters', 'Outcome', 'Duration'] as const

/**
 * One row per request or event: time, wallet, method, parameters, outcome, duration. Under 900 px the rows stack
 * into cards (calls.css); Chromium keeps the table roles under display: block (tests/e2e/calls.test.ts checks it).
 */
export function CallsTable({ entries }: { readonly entries: readonly CallLogEntry[] }) {
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
                {formatTime(entry.startedAt)}
              </td>
              <td className="calls-wallet" data-label="Wallet">
                {entry.walletId}
              </td>
              <td className="calls-method" data-label="Method">
                <span>
                  <code>{entry.method}</code>
                  {entry.kind !== 'request' && <span className="muted"> ({entry.kind})</span>}
                  {entry.untrusted && <span className="muted"> (untrusted)</span>}
                </span>
              </td>
              <td className="calls-params" data-label="Parameters">
                <code>{formatValue(entry.params)}</code>
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

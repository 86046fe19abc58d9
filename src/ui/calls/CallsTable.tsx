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

/** One row per request or event: time, wallet, method, parameters, outcome, duration. */
export function CallsTable({ entries }: { readonly entries: readonly CallLogEntry[] }) {
  return (
    <div className="calls-table-wrap">
      <table className="calls-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Wallet</th>
            <th scope="col">Method</th>
            <th scope="col">Parameters</th>
            <th scope="col">Outcome</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-outcome={entry.outcome}>
              <td className="calls-time">{formatTime(entry.startedAt)}</td>
              <td>{entry.walletId}</td>
              <td>
                <code>{entry.method}</code>
                {entry.kind === 'event' && <span className="muted"> (event)</span>}
              </td>
              <td className="calls-params">
                <code>{formatValue(entry.params)}</code>
              </td>
              <td className="calls-outcome">
                <Outcome entry={entry} />
              </td>
              <td className="calls-duration">{entry.durationMs === undefined ? '' : `${entry.durationMs} ms`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

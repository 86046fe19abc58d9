import { useMemo, useState } from 'react'
import { CallFilters } from './CallFilters'
import { CallsTable } from './CallsTable'
import { downloadText } from './downloadText'
import { filterCalls, methodsIn, NO_FILTER, type CallFilter } from './filterCalls'
import { useCallLog } from './useCallLog'
import { useWallet } from '../session/useWallet'
import './calls.css'

/** Wallet calls: what this app asked the wallet to do, and what the wallet told it, live. */
export function CallsPage() {
  const { callLog } = useWallet()
  const entries = useCallLog()
  const [filter, setFilter] = useState<CallFilter>(NO_FILTER)
  const shown = useMemo(() => filterCalls(entries, filter), [entries, filter])
  const methods = useMemo(() => methodsIn(entries), [entries])

  // The audit exports: the whole log with its header and hash chain (verifyCallLog checks them), oldest first.
  const exportLog = async (format: 'json' | 'ndjson') => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    if (format === 'json') downloadText(await callLog.exportJson(), `wallet-calls-${stamp}.json`)
    else downloadText(await callLog.exportNdjson(), `wallet-calls-${stamp}.ndjson`, 'application/x-ndjson')
  }

  return (
    <section className="calls-page">
      <h1>Wallet calls</h1>
      <p className="muted">
        Every request this app sent to a wallet and every event a wallet sent back, newest first (the last{' '}
        {callLog.limit} are kept).
      </p>
      <div className="calls-toolbar">
        <CallFilters methods={methods} filter={filter} onChange={setFilter} />
        <span className="calls-count" role="status">
          Showing {shown.length} of {entries.length}
        </span>
        <button type="button" className="btn" onClick={() => void exportLog('json')} disabled={entries.length === 0}>
          Export JSON
        </button>
        <button type="button" className="btn" onClick={() => void exportLog('ndjson')} disabled={entries.length === 0}>
          Export NDJSON
        </button>
        <button type="button" className="btn btn-quiet" onClick={() => callLog.clear()} disabled={entries.length === 0}>
          Clear
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="calls-empty">
          {entries.length === 0
            ? 'No wallet calls yet. Connect a wallet to see its requests here.'
            : 'No calls match these filters.'}
        </p>
      ) : (
        <CallsTable entries={shown} />
      )}
    </section>
  )
}

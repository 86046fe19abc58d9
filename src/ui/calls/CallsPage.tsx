import { useEffect, useMemo, useState } from 'react'
import { anchoringText } from './anchoringText'
import { ClearLog } from './ClearLog'
import { CallFilters } from './CallFilters'
import { CallsTable } from './CallsTable'
import { downloadText } from './downloadText'
import { chainsIn, filterCalls, methodsIn, NO_FILTER, type CallFilter } from './filterCalls'
import { groupCalls } from './groupCalls'
import { useCallLog } from './useCallLog'
import { useChainSettings } from '../app/AppServices'
import { useWalletLoading } from '../loading/WalletLoaderContext'
import { useWallet, useWalletState } from '../wallet/useWallet'
import '../kit/page.css'
import './calls.css'

/** What the page says while the log is empty: the log lives in the wallet module, which may still be loading. */
function emptyText(loaded: boolean, connected: boolean, entries: number): string {
  if (!loaded) return 'Loading the call log…'
  if (entries > 0) return 'No calls match these filters.'
  return connected
    ? 'No wallet calls yet. Requests appear here as the app makes them.'
    : 'No wallet calls yet. Connect a wallet to see its requests here.'
}

/** Wallet calls: what this app asked the wallet to do, and what the wallet told it, live. */
export function CallsPage() {
  const { callLog } = useWallet()
  const { status } = useWalletState()
  const loading = useWalletLoading()
  const { chains, contracts } = useChainSettings()
  const entries = useCallLog()
  const [filter, setFilter] = useState<CallFilter>(NO_FILTER)
  const shown = useMemo(() => filterCalls(entries, filter), [entries, filter])
  const rows = useMemo(() => groupCalls(entries, shown), [entries, shown])
  const methods = useMemo(() => methodsIn(entries), [entries])
  const chainKeys = useMemo(() => chainsIn(entries), [entries])

  // The log (and what this tab kept across a reload) lives in the wallet module: load it with the page.
  const { loaded, load } = loading
  useEffect(() => {
    if (!loaded) load().catch(() => undefined) // a failed load leaves 'Loading…'; the header offers the retry
  }, [loaded, load])

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
        Every request this app sent to a wallet and every event a wallet sent back, newest first; the requests of one
        action (a stake, a claim, a mint, a sign-in) sit under one row that opens to show them.{' '}
        {/* The app's policy, told by the stand-in log as by the real one: the same words before and after it loads. */}
        <span data-testid="calls-retention">
          This tab keeps the last {callLog.limit} in memory;{' '}
          {callLog.keptAcrossReload > 0
            ? `the newest ${callLog.keptAcrossReload} are kept when you reload it.`
            : 'none are kept when you reload it.'}
        </span>
      </p>
      {/* Exports carry the checkpoints; `stakemint-wallet verify-log --keys` checks them (docs/call-log-evidence.md). */}
      <p className="muted calls-anchoring" data-testid="calls-anchoring" data-status={callLog.anchoring.status}>
        {anchoringText(callLog.anchoring, entries.at(-1)?.seq)}
      </p>
      <div className="calls-toolbar">
        <CallFilters methods={methods} chainKeys={chainKeys} chains={chains} filter={filter} onChange={setFilter} />
        <span className="calls-count" role="status">
          Showing {shown.length} of {entries.length}
        </span>
        <button type="button" className="btn" onClick={() => void exportLog('json')} disabled={entries.length === 0}>
          Export JSON
        </button>
        <button type="button" className="btn" onClick={() => void exportLog('ndjson')} disabled={entries.length === 0}>
          Export NDJSON
        </button>
        <ClearLog callLog={callLog} count={entries.length} />
      </div>
      {shown.length === 0 ? (
        <p className="calls-empty">{emptyText(loaded, status === 'connected', entries.length)}</p>
      ) : (
        <CallsTable rows={rows} chains={chains} contracts={contracts} />
      )}
    </section>
  )
}

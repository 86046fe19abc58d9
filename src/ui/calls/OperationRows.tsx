import { useState } from 'react'
import type { Chain } from 'viem'
import type { ContractsByChain } from '../../app/decode.ts'
import { formatDuration, ORIGIN_LABELS } from './callLabels'
import { EntryRow } from './EntryRow'
import { PlaceCells } from './PlaceCells'
import type { OperationGroup, OperationOutcome } from './groupCalls'

function OperationBadge({ outcome }: { readonly outcome: OperationOutcome }) {
  switch (outcome.status) {
    case 'confirmed':
      return <span className="call-badge call-ok">confirmed</span>
    case 'done':
      return <span className="call-badge call-ok">ok</span>
    case 'pending':
      return <span className="call-badge call-pending">pending</span>
    case 'reverted':
      return (
        <>
          <span className="call-badge call-error">reverted</span>
          {outcome.message && ` ${outcome.message}`}
        </>
      )
    case 'failed':
      return (
        <>
          <span className="call-badge call-error">failed</span> {outcome.message}
        </>
      )
    case 'not-sent':
      return (
        <>
          <span className="call-badge call-error">not sent</span> {outcome.message}
        </>
      )
    case 'rejected':
      return (
        <>
          <span className="call-badge call-event">rejected</span> {outcome.message ?? 'In the wallet.'}
        </>
      )
    case 'abandoned':
      return (
        <>
          <span className="call-badge call-event">abandoned</span> {outcome.message}
        </>
      )
  }
}

const count = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`

interface OperationRowsProps {
  readonly group: OperationGroup
  readonly chains: readonly Chain[]
  readonly contracts: ContractsByChain
}

/**
 * One operation of the log as a row: its label ('Stake 17 STK for 30 days'), when and where it started, the
 * origins of its entries, its outcome and how long it took; its button shows the entries it caused (oldest
 * first, the order they happened in) as rows below it.
 */
export function OperationRows({ group, chains, contracts }: OperationRowsProps) {
  const [open, setOpen] = useState(false)
  const { marker, entries, total } = group
  // Who made its requests: its markers (the opening one, the end) are the module's own bookkeeping.
  const caused = entries.filter((entry) => entry.kind !== 'marker')
  const origins = [...new Set((caused.length > 0 ? caused : [marker]).map((entry) => ORIGIN_LABELS[entry.origin]))]
  return (
    <tbody className="call-operation" data-operation-id={group.operationId} data-outcome={group.outcome.status}>
      <tr className="call-operation-row">
        <PlaceCells entry={marker} origin={origins.join(', ')} chains={chains} />
        <td className="calls-method" data-label="Method">
          <span>
            <code>operation</code>
            <span className="muted">
              {' '}
              ({entries.length === total ? count(total) : `${entries.length} of ${count(total)}`})
            </span>
          </span>
        </td>
        <td className="calls-params" data-label="Request">
          <button
            type="button"
            className="call-operation-toggle"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            <span aria-hidden="true" className="call-operation-caret">
              {open ? '▾' : '▸'}
            </span>{' '}
            {group.label}
          </button>
        </td>
        <td className="calls-outcome" data-label="Outcome">
          <span>
            <OperationBadge outcome={group.outcome} />
          </span>
        </td>
        <td className="calls-duration" data-label="Duration">
          {formatDuration(group.durationMs)}
        </td>
      </tr>
      {open &&
        entries.map((entry) => <EntryRow key={entry.seq} entry={entry} chains={chains} contracts={contracts} member />)}
    </tbody>
  )
}

import type { Chain } from 'viem'
import type { ContractsByChain } from '../../app/decode.ts'
import { EntryRow } from './EntryRow'
import type { CallRow } from './groupCalls'
import { OperationRows } from './OperationRows'

const COLUMNS = ['Time', 'Chain', 'Origin', 'Wallet', 'Method', 'Request', 'Outcome', 'Duration'] as const

interface CallsTableProps {
  readonly rows: readonly CallRow[]
  readonly chains: readonly Chain[]
  readonly contracts: ContractsByChain
}

/**
 * One row per operation (a Stake, Claim, Withdraw, Mint or sign-in, expandable to its requests) and per
 * request or event of no operation: date-time with zone, chain, origin, wallet, method, the request in words,
 * outcome, duration. Under 900 px the rows stack into cards (calls.css); Chromium keeps the table roles under
 * display: block (tests/e2e/networkCalls.test.ts checks it).
 */
export function CallsTable({ rows, chains, contracts }: CallsTableProps) {
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
        {rows.map((row) =>
          row.kind === 'operation' ? (
            <OperationRows key={row.group.operationId} group={row.group} chains={chains} contracts={contracts} />
          ) : (
            <tbody key={row.entry.seq}>
              <EntryRow entry={row.entry} chains={chains} contracts={contracts} />
            </tbody>
          ),
        )}
      </table>
    </div>
  )
}

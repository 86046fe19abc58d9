import type { Chain } from 'viem'
import type { CallLogEntry } from '../../wallet/index.ts'
import { chainLabel, formatDateTime } from './callLabels'

interface PlaceCellsProps {
  /** The entry whose time, chain and wallet the cells show (an operation: its opening marker). */
  readonly entry: CallLogEntry
  /** The Origin cell's text. */
  readonly origin: string
  readonly chains: readonly Chain[]
}

/** When and where a row happened: the Time, Chain, Origin and Wallet cells, shared by entries and operations. */
export function PlaceCells({ entry, origin, chains }: PlaceCellsProps) {
  return (
    <>
      <td className="calls-time" data-label="Time">
        <time dateTime={entry.startedAt}>{formatDateTime(entry.startedAt)}</time>
      </td>
      <td className="calls-chain" data-label="Chain">
        {chainLabel(entry.chainId, chains)}
      </td>
      <td className="calls-origin" data-label="Origin">
        {origin}
      </td>
      <td className="calls-wallet" data-label="Wallet">
        {entry.walletId || '—'}
      </td>
    </>
  )
}

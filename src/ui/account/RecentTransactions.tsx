import { ExternalIcon } from '../kit/icons'
import { explorerPageUrl } from '../kit/explorerUrl'
import { formatTransactionTime } from './transactionTime'

/** docs/requirements.md, "Wallet dialogs": the Account dialog shows the 3 latest transactions. */
export const ACCOUNT_TRANSACTION_LIMIT = 3

export interface TransactionRow {
  readonly hash: string
  readonly description: string
  readonly status: 'pending' | 'confirmed' | 'failed'
  /** When it was sent (ms since the epoch). */
  readonly addedAt?: number | undefined
}

interface RecentTransactionsProps {
  /** Newest first; only the first three are shown. */
  readonly transactions: readonly TransactionRow[]
  /** The chain's block explorer base URL, when it has one. */
  readonly explorerUrl: string | undefined
  /** Now, for the times ('5 min ago'); the dialog reads it when it opens. */
  readonly now?: number | undefined
}

const STATUS_LABELS: Record<TransactionRow['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
}

/** The latest transactions with their status and a link to the block explorer. */
export function RecentTransactions({ transactions, explorerUrl, now = Date.now() }: RecentTransactionsProps) {
  const latest = transactions.slice(0, ACCOUNT_TRANSACTION_LIMIT)
  return (
    <section className="account-transactions" aria-labelledby="account-tx-title">
      <h3 id="account-tx-title">Recent Transactions</h3>
      {latest.length === 0 ? (
        <p className="muted">Your transactions will appear here…</p>
      ) : (
        <ul>
          {latest.map((tx) => (
            <li key={tx.hash} className="account-tx">
              <span className={`tx-status tx-${tx.status}`} aria-hidden="true" />
              <span className="account-tx-text">
                {/* Two lines at most; the whole title is in the tooltip and, as text, for screen readers. */}
                <span className="account-tx-description" title={tx.description}>
                  {tx.description}
                </span>
                <span className={`muted tx-label-${tx.status}`}>
                  {STATUS_LABELS[tx.status]}
                  {tx.addedAt !== undefined && (
                    <>
                      {' · '}
                      <time dateTime={new Date(tx.addedAt).toISOString()} title={new Date(tx.addedAt).toLocaleString()}>
                        {formatTransactionTime(tx.addedAt, now)}
                      </time>
                    </>
                  )}
                </span>
              </span>
              {explorerUrl && (
                <a
                  className="account-tx-link"
                  href={explorerPageUrl(explorerUrl, 'tx', tx.hash)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View ${tx.description} on the block explorer`}
                >
                  <ExternalIcon size={16} />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

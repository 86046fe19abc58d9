import { formatNetworkFee } from '../../app/index.ts'
import type { FeeEstimate } from './useNetworkFee'
import './fees.css'

interface NetworkFeeLineProps {
  readonly estimate: FeeEstimate
  readonly testId: string
}

/**
 * 'Network fee: up to 0.00049 ETH' beside a write's button, before the click: the max fee the wallet will
 * be offered for this exact write (the fee paid is usually lower). When the node says the write would revert, the
 * contract's reason in words instead ('Would fail: The collection is sold out.').
 */
export function NetworkFeeLine({ estimate, testId }: NetworkFeeLineProps) {
  if (estimate.status === 'none') return null
  return (
    <p className="network-fee" data-testid={testId} data-status={estimate.status}>
      {estimate.status === 'ready' ? (
        <>
          Network fee: up to{' '}
          <span title={`${formatNetworkFee(estimate.fee.wei)} ${estimate.fee.symbol} at most, usually less`}>
            {formatNetworkFee(estimate.fee.wei)} {estimate.fee.symbol}
          </span>
        </>
      ) : estimate.status === 'reverts' ? (
        `Would fail: ${estimate.message}`
      ) : estimate.status === 'failed' ? (
        `Network fee: could not be estimated. ${estimate.message}`
      ) : (
        'Network fee: estimating…'
      )}
    </p>
  )
}

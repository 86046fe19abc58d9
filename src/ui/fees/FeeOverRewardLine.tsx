import { formatUnits } from 'viem'
import { STK_SYMBOL, feeOverReward, formatNetworkFee } from '../../app/index.ts'
import { useChainSettings } from '../app/AppServices.tsx'
import type { FeeEstimate } from './useNetworkFee'
import './fees.css'

interface FeeOverRewardLineProps {
  readonly estimate: FeeEstimate
  /** The reward the write pays out, in wei of STK. */
  readonly reward: bigint
}

/**
 * Under a claim's fee line, before the click: 'The network fee is worth more than this reward: about 1.6 STK
 * at 0.0001 ETH per STK.' Only with the operator's STK price (VITE_STK_PRICE_ETH) and a fee paid in ETH;
 * without them nothing is said, since the app cannot know. The claim stays allowed.
 */
export function FeeOverRewardLine({ estimate, reward }: FeeOverRewardLineProps) {
  const { stkPriceWei } = useChainSettings()
  if (estimate.status !== 'ready' || estimate.fee.symbol !== 'ETH' || stkPriceWei === undefined) return null
  const feeInStk = feeOverReward(estimate.fee.wei, reward, stkPriceWei)
  if (feeInStk === undefined) return null
  return (
    <p className="fee-over-reward" data-testid="claim-fee-over-reward">
      The network fee is worth more than this reward: about {formatNetworkFee(feeInStk)} {STK_SYMBOL} at{' '}
      {formatUnits(stkPriceWei, 18)} ETH per {STK_SYMBOL}. You can still claim.
    </p>
  )
}

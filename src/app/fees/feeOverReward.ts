import { STK_DECIMALS } from '../tokenUnits.ts'

const STK_UNIT = 10n ** BigInt(STK_DECIMALS)

/**
 * Whether a network fee (wei of ETH) is worth more than a reward (wei of STK) at the operator's STK price
 * (wei of ETH per whole STK), in exact integer arithmetic: fee × 1 STK > reward × price. Returns the fee's
 * worth in STK wei (rounded up, so it never reads as less than the fee) when it is, else undefined; a price of
 * zero or less compares nothing.
 * @example feeOverReward(160_000_000_000_000n, 10n ** 14n, 10n ** 14n) // 1_600_000_000_000_000_000n (1.6 STK)
 */
export function feeOverReward(feeWei: bigint, rewardWei: bigint, stkPriceWei: bigint): bigint | undefined {
  if (stkPriceWei <= 0n || feeWei * STK_UNIT <= rewardWei * stkPriceWei) return undefined
  return (feeWei * STK_UNIT + stkPriceWei - 1n) / stkPriceWei
}

/**
 * The stake token's unit, and the conversion of wei amounts to the numbers the app state holds.
 * No viem import here on purpose: Home renders these totals on the first load.
 */
export const STK_DECIMALS = 18

/** A token amount as a number for the app state's totals (totalLock, totalDeposited, userReward), to double precision. */
export function toTokens(value: bigint, decimals = STK_DECIMALS): number {
  const unit = 10n ** BigInt(decimals)
  return Number(value / unit) + Number(value % unit) / Number(unit)
}

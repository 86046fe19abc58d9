/**
 * The fee rule: priority 1.5 gwei, max fee = 120% of the latest base fee + priority.
 * Plain bigints, no viem import: the chain table (first load) carries this rule too.
 */

/** 1.5 gwei, in wei. */
export const PRIORITY_FEE = 1_500_000_000n

/** Max fee = 120% of the base fee + the priority fee. */
export function feesFromBaseFee(baseFeePerGas: bigint): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  return { maxFeePerGas: (baseFeePerGas * 120n) / 100n + PRIORITY_FEE, maxPriorityFeePerGas: PRIORITY_FEE }
}

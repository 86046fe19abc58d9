/**
 * The default fee rule: priority 1.5 gwei, max fee = 120% of the latest base fee + priority (src/wallet/README.md,
 * "Fees"). Plain bigints, no viem import: the app's chain table (first load) carries this rule too.
 */

/** 1.5 gwei, in wei. */
export const PRIORITY_FEE = 1_500_000_000n

/** The max fee covers the base fee grown by this percentage (120 %: two blocks of full-block growth). */
export const BASE_FEE_PERCENT = 120n

/** Fees for a transaction from the latest block's base fee; `createWallet({ fees })` replaces the default. */
export type FeeRule = (baseFeePerGas: bigint) => { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/** The default fee rule from a base fee. */
export function feesFromBaseFee(baseFeePerGas: bigint): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  return { maxFeePerGas: (baseFeePerGas * BASE_FEE_PERCENT) / 100n + PRIORITY_FEE, maxPriorityFeePerGas: PRIORITY_FEE }
}

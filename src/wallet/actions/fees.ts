/** The spec's fee rule: priority 1.5 gwei, max fee = 120% of the latest base fee + priority. */
import { parseGwei } from 'viem'

export const PRIORITY_FEE = parseGwei('1.5')

/** The spec's fee rule from a base fee. */
export function feesFromBaseFee(baseFeePerGas: bigint): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  return { maxFeePerGas: (baseFeePerGas * 120n) / 100n + PRIORITY_FEE, maxPriorityFeePerGas: PRIORITY_FEE }
}

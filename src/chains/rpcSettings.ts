import { parseGwei } from 'viem/utils'

/** RPC settings of spec section 9. */
export const RPC_SETTINGS = {
  pollingIntervalMs: 4000,
  batchWaitMs: 32,
  batchSize: 1000,
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  /** viem counts this in bytes of aggregated calldata per Multicall3 call. */
  multicallBatchSize: 1024,
} as const

/**
 * Fee policy of spec section 9: priority 1.5 gwei, max fee = 120% of base fee + priority.
 * This file is on the first load (chain definitions carry the fees), so it does not import the
 * wallet module's PRIORITY_FEE: that import pulls the wallet's shared chunk (about 90 kB) into it.
 */
export const FEE_SETTINGS = {
  maxPriorityFeePerGas: parseGwei('1.5'),
  baseFeeMultiplier: 1.2,
} as const

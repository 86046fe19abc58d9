/** RPC settings of every read client (docs/requirements.md, "RPC"). */
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

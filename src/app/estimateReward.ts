const BPS = 10_000n
const YEAR = 365n * 86_400n

/** The reward a stake earns over its whole lock (same formula as Staking.rewardFor). */
export function estimateReward(amount: bigint, lockSeconds: number, aprBps: number): bigint {
  return (amount * BigInt(aprBps) * BigInt(lockSeconds)) / (BPS * YEAR)
}

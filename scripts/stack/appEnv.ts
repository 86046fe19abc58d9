import type { Deployment } from './deploy'

/**
 * The local stack's STK price in ETH (VITE_STK_PRICE_ETH): 10,000 STK to the ETH, so a claim's fee on anvil
 * (a few hundred thousand gwei) is worth about 1-2 STK and the fee-over-reward line can be seen locally.
 */
export const LOCAL_STK_PRICE_ETH = '0.0001'

/** The Vite variables that point the app at a local deployment (see docs/architecture.md). */
export function appEnv(
  rpcUrl: string,
  deployment: Deployment,
): { VITE_LOCAL_RPC_URL: string; VITE_CONTRACTS: string; VITE_DEV_BATCH_EXECUTOR: string; VITE_STK_PRICE_ETH: string } {
  const { chainId, stakeToken, staking, collection, batchExecutor } = deployment
  return {
    VITE_LOCAL_RPC_URL: rpcUrl,
    VITE_CONTRACTS: JSON.stringify({ [chainId]: { stakeToken, staking, collection } }),
    VITE_DEV_BATCH_EXECUTOR: batchExecutor,
    VITE_STK_PRICE_ETH: LOCAL_STK_PRICE_ETH,
  }
}

export class InvalidPortError extends Error {
  override name = 'InvalidPortError'
}

/** Reads a port from the environment: a whole number 1-65535, or the default when unset. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const port = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65_535) {
    throw new InvalidPortError(`${name} must be a port number between 1 and 65535; got ${JSON.stringify(raw)}`)
  }
  return port
}

import type { Deployment } from './deploy'

/** The Vite variables that point the app at a local deployment (see docs/architecture.md). */
export function appEnv(
  rpcUrl: string,
  deployment: Deployment,
): { VITE_LOCAL_RPC_URL: string; VITE_CONTRACTS: string; VITE_DEV_BATCH_EXECUTOR: string } {
  const { chainId, stakeToken, staking, collection, batchExecutor } = deployment
  return {
    VITE_LOCAL_RPC_URL: rpcUrl,
    VITE_CONTRACTS: JSON.stringify({ [chainId]: { stakeToken, staking, collection } }),
    VITE_DEV_BATCH_EXECUTOR: batchExecutor,
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

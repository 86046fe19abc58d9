import { appConfig } from '../config'
import { createClientRegistry, type ChainClient } from './clients'
import type { ChainContracts } from './contractTypes'

const registry = createClientRegistry(appConfig)

/**
 * The shared read client of a configured chain (spec RPC settings). Throws `ChainConfigError`
 * 'No providers configured for chain <id>' for a chain outside the configured set.
 */
export function getPublicClient(chainId: number): ChainClient {
  return registry(chainId)
}

/** The app's contract addresses on a chain, from configuration; undefined where none are deployed. */
export function contractsFor(chainId: number): ChainContracts | undefined {
  return appConfig.contracts[chainId]
}

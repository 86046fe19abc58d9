import { mainnet, type Chain } from 'viem/chains'
import { createChainClient, type ChainClient } from '../clients.ts'
import { rpcUrlFor } from '../rpcUrl.ts'

/** What choosing the ENS client depends on (a subset of the app's configuration). */
export interface EnsClientSettings {
  readonly chains: readonly Chain[]
  readonly rpcUrls: Readonly<Record<number, string>>
  readonly wsUrls: Readonly<Record<number, string>>
  readonly isLocal: boolean
}

/**
 * Which mainnet client name lookups use: the configured one when mainnet is in the set, else one
 * over the configured mainnet URL or viem's public mainnet RPC. Against the local node with no mainnet
 * URL configured there is none (null): lookups answer null without touching the network.
 */
export function ensClientFor(
  settings: EnsClientSettings,
  configured: (chainId: number) => ChainClient,
): ChainClient | null {
  if (settings.chains.some((chain) => chain.id === mainnet.id)) return configured(mainnet.id)
  if (settings.rpcUrls[mainnet.id] === undefined && settings.isLocal) return null
  return createChainClient(mainnet, rpcUrlFor(mainnet, settings.rpcUrls), settings.wsUrls[mainnet.id])
}

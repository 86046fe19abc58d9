import { mainnet } from 'viem/chains'
import { appConfig, type AppConfig } from '../../config'
import { createChainClient, rpcUrlFor, type ChainClient } from '../clients'
import { getPublicClient } from '../publicClients'

type EnsConfig = Pick<AppConfig, 'chains' | 'rpcUrls' | 'wsUrls' | 'isLocal'>

/**
 * Which mainnet client name lookups use: the configured one when mainnet is in the set, else one
 * over VITE_RPC_URLS["1"] or viem's public mainnet RPC. Against the local node with no mainnet URL
 * configured there is none (null): lookups answer null without touching the network.
 */
export function ensClientFor(config: EnsConfig, configured: (chainId: number) => ChainClient): ChainClient | null {
  if (config.chains.some((chain) => chain.id === mainnet.id)) return configured(mainnet.id)
  if (config.rpcUrls[mainnet.id] === undefined && config.isLocal) return null
  return createChainClient(mainnet, rpcUrlFor(mainnet, config.rpcUrls), config.wsUrls[mainnet.id])
}

let ensClient: ChainClient | null | undefined

/** The app's mainnet client for ENS (see ensClientFor), created once. */
export function getEnsClient(): ChainClient | null {
  if (ensClient === undefined) ensClient = ensClientFor(appConfig, getPublicClient)
  return ensClient
}

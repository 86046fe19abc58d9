import { mainnet } from 'viem/chains'
import { appConfig } from '../../config'
import { createChainClient, rpcUrlFor, type ChainClient } from '../clients'
import { getPublicClient } from '../publicClients'

let ensClient: ChainClient | null | undefined

/**
 * The Ethereum mainnet client for name lookups: the configured one when mainnet is in the set,
 * else one over VITE_RPC_URLS["1"] or viem's public mainnet RPC. Against the local node with no
 * mainnet URL configured there is none (null): lookups answer null without touching the network.
 */
export function getEnsClient(): ChainClient | null {
  if (ensClient !== undefined) return ensClient
  if (appConfig.chains.some((chain) => chain.id === mainnet.id)) ensClient = getPublicClient(mainnet.id)
  else if (appConfig.rpcUrls[mainnet.id] === undefined && appConfig.isLocal) ensClient = null
  else ensClient = createChainClient(mainnet, rpcUrlFor(mainnet, appConfig.rpcUrls), appConfig.wsUrls[mainnet.id])
  return ensClient
}

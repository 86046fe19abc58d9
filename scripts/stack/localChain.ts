import { defineChain, type Chain } from 'viem'
import { foundry } from 'viem/chains'
import { multicall3Address } from './multicall3'

/** viem's foundry chain at `rpcUrl`, with the Multicall3 that installMulticall3 places (foundry lacks it). */
export function localChain(rpcUrl: string, chainId: number = foundry.id): Chain {
  return defineChain({
    ...foundry,
    id: chainId,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: multicall3Address, blockCreated: 0 } },
  })
}

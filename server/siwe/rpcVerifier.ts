import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { createCodeCache } from './codeCache.ts'
import type { SiweVerifier } from './verifySiwe.ts'

/**
 * Verifies through viem public clients, one per RPC URL (one per chain): smart accounts by ERC-1271 /
 * ERC-6492 calls (viem's verifySiweMessage decides); whether an address has code is cached (codeCache.ts).
 * Each chain id is read once; a node that does not answer is skipped and asked again next time.
 */
export function rpcVerifier(rpcUrls: string | readonly string[]): SiweVerifier {
  const nodes = (typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls).map((url) => {
    const client: PublicClient = createPublicClient({ transport: http(url, { timeout: 10_000, retryCount: 1 }) })
    let chainId: Promise<number> | undefined
    const readChainId = (): Promise<number> => {
      chainId ??= client.getChainId().catch((error: unknown) => {
        chainId = undefined
        throw error
      })
      return chainId
    }
    return { client, readChainId }
  })
  if (nodes.length === 0) throw new Error('rpcVerifier needs at least one RPC URL')

  const reachable = async (): Promise<{ chainId: number; client: PublicClient }[]> => {
    const settled = await Promise.allSettled(nodes.map((node) => node.readChainId()))
    const found = nodes.flatMap((node, index) => {
      const result = settled[index]
      return result?.status === 'fulfilled' ? [{ chainId: result.value, client: node.client }] : []
    })
    const failure = settled.find((result) => result.status === 'rejected')
    if (found.length === 0 && failure?.status === 'rejected') throw failure.reason
    return found
  }

  const clientFor = async (chainId: number): Promise<PublicClient> => {
    const node = (await reachable()).find((candidate) => candidate.chainId === chainId)
    if (!node) throw new Error(`No RPC answers for chain ${chainId}`)
    return node.client
  }
  const codeCache = createCodeCache(async (chainId: number, address: Address) => {
    const code = await (await clientFor(chainId)).getCode({ address })
    return code !== undefined && code !== '0x'
  })

  return {
    chainIds: async () => (await reachable()).map((node) => node.chainId),
    hasCode: codeCache.hasCode,
    verifySiweMessage: async (chainId, args) => (await clientFor(chainId)).verifySiweMessage(args),
  }
}

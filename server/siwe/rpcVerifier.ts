import { createPublicClient, http, numberToHex, type PublicClient, type Transport } from 'viem'
import type { SiweVerifier } from './checkSignature.ts'

/**
 * The most gas one verification eth_call may burn (SIWE_CALL_GAS_LIMIT). Deploying a smart account through its
 * factory and checking a passkey signature (ERC-6492) takes well under a million; a node's own cap is usually 50M+.
 */
export const DEFAULT_CALL_GAS_LIMIT = 2_000_000n

/**
 * Verifies through viem public clients, one per RPC URL (one per chain): smart accounts by ERC-1271 /
 * ERC-6492 calls (viem's verifySiweMessage decides), each eth_call with a gas limit. Each chain id is read
 * once; a node that does not answer is skipped and asked again next time. No caching or budget here: the
 * sign-in handler puts both in front (createSiweHandler.ts).
 */
export function rpcVerifier(
  rpcUrls: string | readonly string[],
  options: { callGasLimit?: bigint } = {},
): SiweVerifier {
  const gas = numberToHex(options.callGasLimit ?? DEFAULT_CALL_GAS_LIMIT)
  const nodes = (typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls).map((url) => {
    const transport = withCallGasLimit(http(url, { timeout: 10_000, retryCount: 1 }), gas)
    const client: PublicClient = createPublicClient({ transport })
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

  return {
    chainIds: async () => (await reachable()).map((node) => node.chainId),
    hasCode: async (chainId, address) => {
      const code = await (await clientFor(chainId)).getCode({ address })
      return code !== undefined && code !== '0x'
    },
    verifySiweMessage: async (chainId, args) => (await clientFor(chainId)).verifySiweMessage(args),
  }
}

/** viem's verification sets no gas on its eth_call; this transport adds the limit to every eth_call it sends. */
function withCallGasLimit(transport: Transport, gas: string): Transport {
  return (config) => {
    const made = transport(config)
    const request: typeof made.request = (args, requestOptions) => {
      if (args.method !== 'eth_call' || !Array.isArray(args.params)) return made.request(args, requestOptions)
      const [call, ...rest] = args.params as unknown[]
      const capped = typeof call === 'object' && call !== null ? { ...call, gas } : call
      return made.request({ ...args, params: [capped, ...rest] }, requestOptions)
    }
    return { ...made, request }
  }
}

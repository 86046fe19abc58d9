import { createPublicClient, http, type Hex } from 'viem'
import type { SiweVerifier } from './verifySiwe.ts'

/**
 * Verifies through a viem public client on one chain's RPC: plain signatures by recovery, smart
 * accounts by ERC-1271 / ERC-6492 calls (viem's verifySiweMessage decides). The chain id is read once.
 */
export function rpcVerifier(rpcUrl: string): SiweVerifier {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
  let chainId: Promise<number> | undefined
  return {
    chainId() {
      // A failed read is not cached: the node may come up after the server.
      chainId ??= client.getChainId().catch((error: unknown) => {
        chainId = undefined
        throw error
      })
      return chainId
    },
    verifySiweMessage: (args: { message: string; signature: Hex; domain: string; nonce: string; time: Date }) => client.verifySiweMessage(args),
  }
}

import type { Chain } from 'viem'
import { WalletConfigError } from '../../errors/configErrors.ts'
import type { WalletConnectFactoryOptions } from '../../types.ts'
import type { WcClientOptions } from './wcProvider.ts'

/**
 * Client options from the configured chains: every chain is optional (wallets approve what they
 * support), the preferred chain first so it becomes the session's default; RPC URLs from the chains.
 */
export function walletConnectClientOptions(
  options: WalletConnectFactoryOptions,
  preferredChainId?: number | undefined,
): WcClientOptions {
  const preferred = options.chains.filter((chain) => chain.id === preferredChainId)
  const ordered: Chain[] = [...preferred, ...options.chains.filter((chain) => chain.id !== preferredChainId)]
  const [first, ...rest] = ordered.map((chain) => chain.id)
  if (first === undefined) throw new WalletConfigError('must have at least one chain')
  const rpcMap: Record<string, string> = {}
  for (const chain of ordered) {
    const url = chain.rpcUrls.default.http[0]
    if (url) rpcMap[String(chain.id)] = url
  }
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return {
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    chainIds: [first, ...rest],
    rpcMap,
    metadata: { name: options.appName, description: options.appName, url, icons: [] },
  }
}

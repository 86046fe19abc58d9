import type { Chain } from 'viem'
import { hasProtocol } from './envParsing.ts'
import { invalidProviderError } from './errors.ts'

/**
 * The HTTP URL for a configured chain: configuration first, then viem's public default. A file of its
 * own, without viem's client code: the block poll on the first load needs the URL, not a client.
 */
export function rpcUrlFor(chain: Chain, rpcUrls: Readonly<Record<number, string>> = {}): string {
  const url = rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0]
  if (!url || !hasProtocol(url, ['http:', 'https:'])) throw invalidProviderError(chain.id)
  return url
}

/**
 * Configuration errors of the chain layer. `code` names the failure so callers can narrow with
 * `instanceof` or compare codes instead of parsing the text.
 */
export type ChainConfigErrorCode = 'NO_PROVIDERS' | 'INVALID_PROVIDER'

export class ChainConfigError extends Error {
  override readonly name = 'ChainConfigError'
  readonly code: ChainConfigErrorCode
  readonly chainId: number

  constructor(code: ChainConfigErrorCode, chainId: number, shortMessage: string) {
    super(`${shortMessage} ${chainId}`)
    this.code = code
    this.chainId = chainId
  }
}

/** The chain is not part of the configured set, so no RPC endpoint exists for it. */
export function noProvidersError(chainId: number): ChainConfigError {
  return new ChainConfigError('NO_PROVIDERS', chainId, 'No providers configured for chain')
}

/** The chain is configured but its RPC URL is missing or not an http(s)/ws(s) URL. */
export function invalidProviderError(chainId: number): ChainConfigError {
  return new ChainConfigError('INVALID_PROVIDER', chainId, 'Could not find valid provider configuration for chain')
}

import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './sessionMethods.ts'
import { skipVerify } from './skipVerify.ts'
import type { WcClientOptions, WcProvider } from './wcProvider.ts'

/**
 * Loads @walletconnect/ethereum-provider on demand (a ~144 KB gzip chunk that must stay off the first
 * page load) and creates a client. showQrModal is false: we draw the QR ourselves, and turning it on
 * would also pull Reown AppKit (~508 KB gzip). With a relay of one's own (development and tests) the
 * client skips Verify and telemetry, which cannot work there.
 */
export async function loadEthereumProvider(options: WcClientOptions): Promise<WcProvider> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
  const provider = await EthereumProvider.init({
    projectId: options.projectId,
    ...(options.relayUrl ? { relayUrl: options.relayUrl, telemetryEnabled: false } : {}),
    showQrModal: false,
    optionalChains: [...options.chainIds],
    optionalMethods: [...WALLETCONNECT_METHODS],
    optionalEvents: [...WALLETCONNECT_EVENTS],
    rpcMap: options.rpcMap,
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
  })
  return options.relayUrl ? skipVerify(provider) : provider
}

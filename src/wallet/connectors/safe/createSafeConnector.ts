/**
 * Safe connector: ready only when the app runs in an iframe (where a Safe{Wallet} parent can
 * answer). Connecting asks the parent for the Safe's info within 3 s, then exposes the Safe as an
 * EIP-1193 provider behind the module's logged request path.
 */
import { isAddress } from 'viem'
import { ConnectorNotFoundError } from '../../errors/configErrors.ts'
import { parseAccounts, parseChainId } from '../../request/parseResponses.ts'
import type { ConnectResult, Connector, ConnectorContext, ConnectorEvent, Eip1193Provider } from '../../types.ts'
import { createSafeCommunicator, type SafeCommunicator } from './createSafeCommunicator.ts'
import { isInFrame, type SafeFrame } from './safeFrame.ts'
import { createSafeProvider, type SafeInfo } from './createSafeProvider.ts'
import { SafeInfoUnavailableError } from './safeErrors.ts'
import { createEmitter } from '../../events/createEmitter.ts'
import { guardedConfig } from '../../errors/boundary.ts'

/** How long the parent frame has to answer getSafeInfo. */
export const SAFE_INFO_TIMEOUT_MS = 3_000

export interface SafeConnectorOptions {
  /** Default: the page's window. */
  readonly frame?: SafeFrame | undefined
  readonly infoTimeoutMs?: number | undefined
}

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createSafeConnector(context: ConnectorContext, options: SafeConnectorOptions = {}): Connector {
  return guardedConfig('createSafeConnector', () => buildSafeConnector(context, options))
}

function buildSafeConnector(context: ConnectorContext, options: SafeConnectorOptions = {}): Connector {
  const frame = options.frame ?? (typeof window === 'undefined' ? undefined : window)
  const listeners = createEmitter<ConnectorEvent>()
  let communicator: SafeCommunicator | undefined
  let provider: Eip1193Provider | undefined
  const isReady = (): boolean => frame !== undefined && isInFrame(frame)

  async function loadProvider(): Promise<Eip1193Provider> {
    if (provider) return provider
    if (!frame || !isReady()) throw new ConnectorNotFoundError('Safe')
    communicator ??= createSafeCommunicator(frame)
    const info = await communicator
      .send('getSafeInfo', undefined, options.infoTimeoutMs ?? SAFE_INFO_TIMEOUT_MS)
      .then(readSafeInfo, (cause: unknown) => {
        throw new SafeInfoUnavailableError(cause instanceof Error ? { cause } : {})
      })
    context.logEvent('getSafeInfo', info)
    provider = createSafeProvider(communicator, info)
    return provider
  }

  async function session(): Promise<ConnectResult> {
    const safe = await loadProvider()
    const accounts = parseAccounts(await context.request(safe, { method: 'eth_accounts' }))
    const chainId = parseChainId(await context.request(safe, { method: 'eth_chainId' }))
    return { accounts, chainId }
  }

  return {
    id: context.id,
    name: 'Safe',
    type: 'safe',
    getProvider: loadProvider,
    isReady,
    async connect() {
      listeners.emit({ type: 'connecting' })
      return session()
    },
    async resume() {
      return isReady() ? session() : null
    },
    async disconnect() {
      // The Safe keeps the app open; forgetting the info means the next connect asks again.
      communicator?.close()
      communicator = undefined
      provider = undefined
    },
    subscribe: (listener) => listeners.on(listener),
  }
}

function readSafeInfo(data: unknown): SafeInfo {
  const address = typeof data === 'object' && data !== null && 'safeAddress' in data ? data.safeAddress : undefined
  const chainId = typeof data === 'object' && data !== null && 'chainId' in data ? data.chainId : undefined
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new SafeInfoUnavailableError({ details: `invalid safeAddress: ${String(address)}` })
  }
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new SafeInfoUnavailableError({ details: `invalid chainId: ${String(chainId)}` })
  }
  return { safeAddress: address, chainId }
}

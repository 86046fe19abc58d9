/**
 * Connector for a wallet living in the page: an EIP-6963 announced provider or window.ethereum.
 * Prompting connect uses eth_requestAccounts; resume uses eth_accounts and never prompts.
 */
import { ConnectorNotFoundError, NoAccountsError } from '../../errors/configErrors.ts'
import { parseAccounts, parseChainId } from '../../request/parseResponses.ts'
import type {
  ConnectResult,
  Connector,
  ConnectorContext,
  ConnectorEvent,
  ConnectorListener,
  Eip1193Provider,
} from '../../types.ts'
import { watchProviderEvents } from './watchProviderEvents.ts'
import { createEmitter } from '../../events/createEmitter.ts'

export interface InjectedConnectorOptions {
  readonly name: string
  readonly type: Connector['type']
  /** Finds the provider at call time: extensions may inject after the page loaded. */
  readonly findProvider: () => Eip1193Provider | undefined
}

export function createInjectedConnector(options: InjectedConnectorOptions, context: ConnectorContext): Connector {
  const listeners = createEmitter<ConnectorEvent>()
  const emit: ConnectorListener = (event) => listeners.emit(event)
  let stopWatching: (() => void) | undefined

  async function getProvider(): Promise<Eip1193Provider> {
    const provider = options.findProvider()
    if (!provider) throw new ConnectorNotFoundError(options.name)
    return provider
  }

  async function readSession(provider: Eip1193Provider, accounts: readonly string[]): Promise<ConnectResult> {
    const chainId = parseChainId(await context.request(provider, { method: 'eth_chainId' }))
    stopWatching?.()
    stopWatching = watchProviderEvents(provider, context, emit)
    return { accounts: parseAccounts(accounts), chainId }
  }

  return {
    id: context.id,
    name: options.name,
    type: options.type,
    getProvider,
    isReady: () => options.findProvider() !== undefined,
    async connect() {
      const provider = await getProvider()
      emit({ type: 'connecting' })
      const accounts = parseAccounts(
        await context.request(provider, { method: 'eth_requestAccounts' }),
        'eth_requestAccounts',
      )
      if (accounts.length === 0) throw new NoAccountsError()
      return readSession(provider, accounts)
    },
    async resume() {
      const provider = options.findProvider()
      if (!provider) return null
      const accounts = parseAccounts(await context.request(provider, { method: 'eth_accounts' }))
      if (accounts.length === 0) return null
      return readSession(provider, accounts)
    },
    async disconnect() {
      stopWatching?.()
      stopWatching = undefined
      const provider = options.findProvider()
      if (!provider) return
      // EIP-2255: wallets that support it forget the site's access; the others keep it (4200), which is fine.
      await context
        .request(provider, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    subscribe: (listener) => listeners.on(listener),
  }
}

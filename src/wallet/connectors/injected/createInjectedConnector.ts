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
import { guardedConfig } from '../../errors/boundary.ts'

export interface InjectedConnectorOptions {
  readonly name: string
  readonly type: Connector['type']
  /** Finds the provider at call time: extensions may inject after the page loaded. */
  readonly findProvider: () => Eip1193Provider | undefined
}

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createInjectedConnector(options: InjectedConnectorOptions, context: ConnectorContext): Connector {
  return guardedConfig('createInjectedConnector', () => buildInjectedConnector(options, context))
}

function buildInjectedConnector(options: InjectedConnectorOptions, context: ConnectorContext): Connector {
  const listeners = createEmitter<ConnectorEvent>()
  const emit: ConnectorListener = (event) => listeners.emit(event)
  let stopWatching: (() => void) | undefined

  /** The provider now, without an await: a connect's prompt goes out within the caller's task. */
  function requireProvider(): Eip1193Provider {
    const provider = options.findProvider()
    if (!provider) throw new ConnectorNotFoundError(options.name)
    return provider
  }

  const askChain = (provider: Eip1193Provider) => context.request(provider, { method: 'eth_chainId' })

  /**
   * The session from an account list answer: the chain is asked at once (unless already asked), and the
   * accounts are checked and checksummed (a keccak each, slow the first time a page runs it) while the wallet answers.
   */
  async function readSession(
    provider: Eip1193Provider,
    answer: unknown,
    method: string,
    askedChain?: Promise<unknown> | undefined,
  ): Promise<ConnectResult | null> {
    if (Array.isArray(answer) && answer.length === 0) return null
    const chainAnswer = askedChain ?? askChain(provider)
    let accounts: ReturnType<typeof parseAccounts>
    try {
      accounts = parseAccounts(answer, method)
    } catch (error) {
      chainAnswer.catch(() => undefined) // the bad account list is the error to report
      throw error
    }
    const chainId = parseChainId(await chainAnswer)
    stopWatching?.()
    stopWatching = watchProviderEvents(provider, context, emit)
    return { accounts, chainId }
  }

  return {
    id: context.id,
    name: options.name,
    type: options.type,
    getProvider: async () => requireProvider(),
    isReady: () => options.findProvider() !== undefined,
    async connect() {
      const provider = requireProvider() // before the page re-renders for 'connecting'
      emit({ type: 'connecting' })
      const answer = await context.request(provider, { method: 'eth_requestAccounts' })
      const session = await readSession(provider, answer, 'eth_requestAccounts')
      if (!session) throw new NoAccountsError()
      return session
    },
    async resume() {
      const provider = options.findProvider()
      if (!provider) return null
      // Neither call prompts, so both go out together: a reload waits for one answer from the wallet, not two
      // in a row. (A connect asks the chain only once the prompt is answered.)
      const accounts = context.request(provider, { method: 'eth_accounts' })
      const chain = askChain(provider)
      // Handled here so it never goes unhandled when the accounts fail or are empty; readSession still awaits it.
      chain.catch(() => undefined)
      return readSession(provider, await accounts, 'eth_accounts', chain)
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

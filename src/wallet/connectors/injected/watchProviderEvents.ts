/**
 * Turns EIP-1193 provider events into connector events, logging each one. A handler never throws
 * back into the provider, whatever the payload (a trapping Proxy, throwing getters).
 * Returns the function that removes the listeners.
 */
import { readProperty } from '../../callLog/plain.ts'
import { parseAccounts, parseChainId } from '../../request/parseResponses.ts'
import type { ConnectorContext, ConnectorListener, Eip1193Provider } from '../../types.ts'

/** MetaMask emits disconnect with 1013 while it reconnects to its node; the site is still connected. */
const METAMASK_RECONNECTING = 1013

export function watchProviderEvents(
  provider: Eip1193Provider,
  context: ConnectorContext,
  emitEvent: ConnectorListener,
): () => void {
  // The session ends with a disconnect or an empty account list: stop listening to this provider then.
  const emit: ConnectorListener = (event) => {
    if (event.type === 'disconnect' || (event.type === 'change' && event.accounts?.length === 0)) stop()
    emitEvent(event)
  }
  const onAccountsChanged = (accounts: unknown): void => {
    context.logEvent('accountsChanged', accounts)
    try {
      emit({ type: 'change', accounts: parseAccounts(accounts, 'accountsChanged') })
    } catch {
      // A malformed event changes nothing; it stays visible in the call log.
    }
  }
  const onChainChanged = (chainId: unknown): void => {
    context.logEvent('chainChanged', chainId)
    try {
      emit({ type: 'change', chainId: parseChainId(chainId, 'chainChanged') })
    } catch {
      // Same as above: logged, ignored.
    }
  }
  const onDisconnect = (error: unknown): void => {
    context.logEvent(
      'disconnect',
      isError(error) ? { message: readProperty(error, 'message'), code: codeOf(error) } : error,
    )
    if (codeOf(error) === METAMASK_RECONNECTING) {
      void context
        .request(provider, { method: 'eth_accounts' })
        .then((accounts) => (Array.isArray(accounts) && accounts.length > 0 ? undefined : emit({ type: 'disconnect' })))
        .catch(() => emit({ type: 'disconnect' }))
      return
    }
    emit({ type: 'disconnect', ...(isError(error) ? { error } : {}) })
  }

  const handlers: [string, (value: unknown) => void][] = [
    ['accountsChanged', guarded(onAccountsChanged)],
    ['chainChanged', guarded(onChainChanged)],
    ['disconnect', guarded(onDisconnect)],
  ]
  function stop(): void {
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler as (...args: never[]) => void)
  }
  for (const [event, handler] of handlers) provider.on?.(event, handler as (...args: never[]) => void)
  return stop
}

function codeOf(error: unknown): unknown {
  return readProperty(error, 'code')
}

function isError(value: unknown): value is Error {
  try {
    return value instanceof Error
  } catch {
    return false // a Proxy whose getPrototypeOf trap throws
  }
}

/** The provider calls our handlers: nothing they do may throw back into it. */
function guarded(handler: (value: unknown) => void): (value: unknown) => void {
  return (value) => {
    try {
      handler(value)
    } catch (error) {
      console.error('Ignored a wallet event the module could not handle', error)
    }
  }
}

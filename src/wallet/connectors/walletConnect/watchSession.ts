/**
 * Listens to one WalletConnect client: the pairing URI, then session events, each logged to the
 * call log and turned into connector events. Returns the function that removes every listener.
 */
import { mapSessionError } from '../../errors/sessionErrors.ts'
import { parseAccounts, parseChainId } from '../../request/parseResponses.ts'
import type { ConnectorContext, ConnectorListener } from '../../types.ts'
import type { WcEvent, WcListener, WcProvider } from './wcProvider.ts'

export interface SessionHooks {
  readonly logEvent: ConnectorContext['logEvent']
  readonly emit: ConnectorListener
  readonly onUri: (uri: string) => void
  /** The session ended from the wallet's side (disconnect or session_delete). */
  readonly onEnd: (error: Error) => void
}

export function watchSession(client: WcProvider, hooks: SessionHooks): () => void {
  const handlers: [WcEvent, WcListener][] = [
    [
      'display_uri',
      (uri) => {
        if (typeof uri !== 'string') return
        hooks.logEvent('display_uri', redactUri(uri))
        hooks.onUri(uri)
      },
    ],
    [
      'accountsChanged',
      (accounts) => {
        hooks.logEvent('accountsChanged', accounts)
        try {
          hooks.emit({ type: 'change', accounts: parseAccounts(accounts, 'accountsChanged') })
        } catch {
          // Malformed: not trusted, changes nothing; it stays visible in the call log.
        }
      },
    ],
    [
      'chainChanged',
      (chainId) => {
        hooks.logEvent('chainChanged', chainId)
        try {
          hooks.emit({ type: 'change', chainId: parseChainId(chainId, 'chainChanged') })
        } catch {
          // Same as above.
        }
      },
    ],
    [
      'disconnect',
      (reason) => {
        hooks.logEvent('disconnect', reason)
        hooks.onEnd(mapSessionError(reason ?? { code: 6000 }))
      },
    ],
    [
      'session_delete',
      (payload) => {
        hooks.logEvent('session_delete', payload)
        hooks.onEnd(mapSessionError({ code: 6000, message: 'Session deleted by the wallet.' }))
      },
    ],
  ]
  for (const [event, handler] of handlers) client.on(event, handler)
  return () => {
    for (const [event, handler] of handlers) client.removeListener(event, handler)
  }
}

/** The pairing URI carries the pairing's symmetric key: the exportable call log keeps only the topic. */
export function redactUri(uri: string): string {
  const query = uri.indexOf('?')
  return query === -1 ? uri : `${uri.slice(0, query)}?…`
}

/**
 * Follows a WalletConnect client's socket to the relay: each drop or return becomes a 'link' event (and a
 * call-log entry). The SDK tries to reconnect only five times in about ten seconds after a drop, so while the
 * link is down this asks it again every RELAY_RETRY_MS: the session resumes by itself once the relay is back.
 */
import type { ConnectorContext } from '../../types.ts'
import type { WcProvider } from './wcProvider.ts'

export const RELAY_RETRY_MS = 3_000

export interface RelayHooks {
  readonly logEvent: ConnectorContext['logEvent']
  readonly onLink: (interrupted: boolean) => void
}

/** Starts watching; returns the function that stops (listeners and retry timer). */
export function watchRelay(client: WcProvider, hooks: RelayHooks, retryMs = RELAY_RETRY_MS): () => void {
  const relayer = client.signer?.client?.core?.relayer
  if (!relayer) return () => undefined
  let retry: ReturnType<typeof setInterval> | undefined
  let interrupted = false

  const settle = (down: boolean): void => {
    if (down === interrupted) return
    interrupted = down
    if (down) {
      retry = setInterval(() => {
        if (!relayer.connected) relayer.transportOpen().catch(() => undefined) // still down: try again later
      }, retryMs)
    } else {
      clearInterval(retry)
    }
    hooks.onLink(down)
  }
  const onDisconnect = (): void => {
    hooks.logEvent('relayer_disconnect', null)
    settle(true)
  }
  const onConnect = (): void => {
    hooks.logEvent('relayer_connect', null)
    settle(false)
  }
  relayer.events.on('relayer_disconnect', onDisconnect)
  relayer.events.on('relayer_connect', onConnect)
  return () => {
    relayer.events.off('relayer_disconnect', onDisconnect)
    relayer.events.off('relayer_connect', onConnect)
    clearInterval(retry)
  }
}

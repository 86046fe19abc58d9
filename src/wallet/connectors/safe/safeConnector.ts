/**
 * The factory `createWallet({ safe })` takes. Outside an iframe (nearly every visit) no Safe can answer,
 * so it returns a thin connector that loads the real one (communicator, provider) on first use, as
 * walletConnectConnector does: the connect path carries only the frame check.
 */
import type { Connector, ConnectorContext, ConnectorEvent, SafeConnectorFactory } from '../../types.ts'
import type { SafeConnectorOptions } from './createSafeConnector.ts'
import { isInFrame } from './safeFrame.ts'
import { createEmitter } from '../../events/createEmitter.ts'
import { guardedConfig } from '../../errors/boundary.ts'

export function createLazySafeConnector(context: ConnectorContext, options: SafeConnectorOptions = {}): Connector {
  const frame = options.frame ?? (typeof window === 'undefined' ? undefined : window)
  const listeners = createEmitter<ConnectorEvent>()
  let loaded: Promise<Connector> | undefined
  const load = (): Promise<Connector> =>
    (loaded ??= import('./createSafeConnector.ts').then(
      ({ createSafeConnector }) => {
        const connector = createSafeConnector(context, options)
        connector.subscribe((event) => listeners.emit(event))
        return connector
      },
      (error: unknown) => {
        loaded = undefined // a failed fetch (offline, new deploy) may be retried by the next connect
        throw error
      },
    ))
  const isReady = (): boolean => frame !== undefined && isInFrame(frame)

  return {
    id: context.id,
    name: 'Safe',
    type: 'safe',
    isReady,
    getProvider: async () => (await load()).getProvider(),
    connect: async (connectOptions) => (await load()).connect(connectOptions),
    resume: async () => (isReady() ? (await load()).resume() : null),
    async disconnect() {
      if (loaded) await (await loaded).disconnect()
    },
    subscribe: (listener) => listeners.on(listener),
  }
}

/** The context is read at once: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export const safeConnector: SafeConnectorFactory = (context) =>
  guardedConfig('safeConnector', () => createLazySafeConnector(context))

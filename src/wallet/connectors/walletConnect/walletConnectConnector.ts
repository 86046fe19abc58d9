/**
 * The factory `createWallet({ walletConnect })` takes. It returns a thin connector that loads the
 * real one (and, from there, the SDK) on first use, so no WalletConnect code sits in the first load.
 * It imports nothing but a storage key and the options guard at run time: an error class here would pull the
 * session error table into the shared chunk the first page loads (the guard's WalletConfigError is there already).
 */
import type { Connector, ConnectorEvent, WalletConnectConnectorFactory } from '../../types.ts'
import { savedSessionKey } from './savedSession.ts'
import { createEmitter } from '../../events/createEmitter.ts'
import { guardedConfig } from '../../errors/boundary.ts'

/** The options are read at once: options that cannot be read (a getter, a Proxy) are a WalletConfigError. */
export const walletConnectConnector: WalletConnectConnectorFactory = (options) =>
  guardedConfig('walletConnectConnector', () => lazyConnector(options))

function lazyConnector(options: Parameters<WalletConnectConnectorFactory>[0]): Connector {
  const listeners = createEmitter<ConnectorEvent>()
  let loaded: Promise<Connector> | undefined
  let real: Connector | undefined
  const load = (): Promise<Connector> =>
    (loaded ??= import('./createWalletConnectConnector.ts').then(({ createWalletConnectConnector }) => {
      const connector = createWalletConnectConnector(options)
      connector.subscribe((event) => listeners.emit(event))
      real = connector
      return connector
    }))
  const isReady = (): boolean => options.projectId.trim() !== ''

  return {
    id: options.id,
    name: options.name,
    type: 'walletConnect',
    isReady,
    peerName: () => real?.peerName?.(),
    getProvider: async () => (await load()).getProvider(),
    // Without a project id the real connector throws ProjectIdMissingError before any SDK code loads.
    connect: async (connectOptions) => (await load()).connect(connectOptions),
    async resume() {
      if (!isReady() || options.storage.getItem(savedSessionKey(options.id)) === null) return null
      return (await load()).resume()
    },
    async disconnect() {
      if (loaded) await (await loaded).disconnect()
    },
    subscribe: (listener) => listeners.on(listener),
  }
}

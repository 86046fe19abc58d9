/**
 * Keeps the wallet list (state.options) in step with discovery and hands out one connector per option.
 * Injected connectors look their provider up at call time, so a wallet announced late still works.
 */
import { createInjectedConnector } from '../connectors/injected/createInjectedConnector.ts'
import { ConnectorNotFoundError, WalletConfigError } from '../errors/configErrors.ts'
import { buildOptions, type ConnectionRoute } from '../options/buildOptions.ts'
import type { Eip6963Entry } from '../discovery/eip6963.ts'
import { type NameReader, uncheckedNameReader } from '../options/lookAlike.ts'
import type { OfferedWallet } from '../options/offeredWallets.ts'
import type { Connector, ConnectorContext, WalletState } from '../types.ts'
import type { WalletConfig } from './walletApi.ts'

export const NO_PROJECT_ID = 'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId'

/** How long a wallet whose name goes beyond ASCII waits to be listed for want of the look-alike table. */
const NAME_READER_WAIT_MS = 5_000

/** The SDK insists on a non-empty project id; a local relay ignores it. */
const LOCAL_RELAY_PROJECT_ID = 'local-relay'

export interface ConnectorRegistry {
  /** Rebuilds state.options from the current inputs. */
  refresh(): void
  /** The wallet is destroyed: a look-alike table still loading builds nothing when it arrives. */
  stop(): void
  /** The connector behind an option; throws when the option cannot connect here. */
  connector(optionId: string): Connector
  /** Option ids whose connector has been built (for teardown). */
  built(): Connector[]
  /** The EIP-6963 rdns behind an option, when it was announced. */
  rdns(optionId: string): string | undefined
  /** The remote wallet behind an option's session (WalletConnect's peer), once connected. */
  peerName(optionId: string): string | undefined
}

export function createConnectorRegistry(args: {
  config: WalletConfig
  /** The built-in wallets to offer (config.wallets resolved). */
  offered: readonly OfferedWallet[]
  state: WalletState
  win: Window | undefined
  entries: () => readonly Eip6963Entry[]
  recent: () => readonly string[]
  contextFor: (id: string) => ConnectorContext
}): ConnectorRegistry {
  const { config, state, win, contextFor } = args
  const wcProjectId =
    config.walletConnectProjectId || (config.walletConnectRelayUrl ? LOCAL_RELAY_PROJECT_ID : undefined)
  const cache = new Map<string, Connector>()
  const safe = config.safe?.(contextFor('safe'))
  if (safe) cache.set('safe', safe)
  const extras = (config.extraConnectors ?? []).map((factory) => {
    const connector = factory.create(contextFor(factory.option.id))
    cache.set(factory.option.id, connector)
    return { option: factory.option, connector }
  })
  let routes = new Map<string, ConnectionRoute>()
  let nameReader: NameReader | undefined
  let loadingNameReader = false
  let stopped = false
  let stopLoading: () => void = () => undefined

  /**
   * The whole look-alike table, asked for once, when a name needs it; the list is built again when it is here. A
   * load that fails, or takes longer than NAME_READER_WAIT_MS, lists those wallets with the warning meanwhile.
   */
  async function loadNameReader(): Promise<void> {
    loadingNameReader = true
    const late = setTimeout(() => {
      nameReader ??= uncheckedNameReader
      rebuild()
    }, NAME_READER_WAIT_MS)
    stopLoading = () => clearTimeout(late)
    try {
      const { fullNameReader } = await import('../options/nameReader.ts')
      nameReader = fullNameReader
    } catch {
      nameReader ??= uncheckedNameReader
    }
    clearTimeout(late)
    rebuild()
  }
  /** A rebuild nobody awaits: a failure leaves the list as it was, to be built again at the next change. */
  function rebuild(): void {
    if (stopped) return
    try {
      refresh()
    } catch {}
  }

  function refresh(): void {
    const built = buildOptions({
      win: win ?? ({} as Window),
      offered: args.offered,
      entries: args.entries(),
      recent: args.recent(),
      walletConnectAvailable: Boolean(wcProjectId && config.walletConnect),
      safeReady: safe ? safe.isReady() : undefined,
      extra: extras.map(({ option, connector }) => ({ option, ready: connector.isReady() })),
      nameReader,
    })
    routes = built.routes
    state.options = built.options
    if (built.unread && !loadingNameReader) void loadNameReader()
  }

  function create(optionId: string, route: ConnectionRoute): Connector {
    if (route.kind === 'injected') {
      const findProvider = () => {
        const current = routes.get(optionId)
        return current?.kind === 'injected' ? current.find() : undefined
      }
      return createInjectedConnector({ name: route.name, type: route.type, findProvider }, contextFor(optionId))
    }
    if (route.kind === 'walletConnect') {
      if (!wcProjectId) throw new WalletConfigError(NO_PROJECT_ID)
      if (!config.walletConnect) throw new ConnectorNotFoundError(route.name)
      return config.walletConnect({
        ...contextFor(optionId),
        name: route.name,
        projectId: wcProjectId,
        ...(config.walletConnectRelayUrl ? { relayUrl: config.walletConnectRelayUrl } : {}),
        ...(config.walletConnectRequestTimeoutMs ? { requestTimeoutMs: config.walletConnectRequestTimeoutMs } : {}),
        showQrModal: route.showQrModal,
        ...(route.deepLink ? { deepLink: route.deepLink } : {}),
      })
    }
    throw new ConnectorNotFoundError(optionId) // safe and extras are built up front
  }

  return {
    refresh,
    stop() {
      stopped = true
      stopLoading()
    },
    connector(optionId) {
      const route = routes.get(optionId)
      const cached = cache.get(optionId)
      if (cached && route) return cached
      if (!route) {
        const option = state.options.find((o) => o.id === optionId)
        if (option?.usesWalletConnect && !wcProjectId) throw new WalletConfigError(NO_PROJECT_ID)
        throw new ConnectorNotFoundError(option?.name ?? optionId)
      }
      const connector = create(optionId, route)
      cache.set(optionId, connector)
      return connector
    },
    built: () => [...cache.values()],
    rdns(optionId) {
      const route = routes.get(optionId)
      return route?.kind === 'injected' ? route.rdns : undefined
    },
    peerName: (optionId) => cache.get(optionId)?.peerName?.(),
  }
}

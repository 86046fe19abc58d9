/**
 * createWallet: the framework-free wallet store. Discovers wallets, drives connectors through the
 * connection state machine, keeps a valtio proxy of the state and sends every wallet call through
 * one logged request path.
 *
 * @example
 * const wallet = createWallet({ chains: [polygon], appName: 'Stake' })
 * subscribe(wallet.state, () => render(wallet.state))
 * await wallet.reconnect()
 */
import type { Chain } from 'viem'
import { proxy, subscribe } from 'valtio/vanilla'
import { addChain, switchChain } from '../actions/switchChain.ts'
import * as calls from '../actions/walletCalls.ts'
import { createCallLog } from '../callLog/createCallLog.ts'
import { startEip6963Discovery } from '../discovery/eip6963.ts'
import { NotConnectedError } from '../errors/configErrors.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import { createRequestPath } from '../request/createRequestPath.ts'
import type { ConnectorContext, RequestArguments, WalletState } from '../types.ts'
import { createConnection, DEFAULT_RECONNECT_TIMEOUT_MS } from './connection.ts'
import { createConnectorRegistry } from './connectorRegistry.ts'
import { createPersistence } from './persistence.ts'
import { validateChains, validateWalletOption } from './validateConfig.ts'
import type { Wallet, WalletConfig, WalletEvent } from './walletApi.ts'
import { waitForOption } from './waitForOption.ts'

export function createWallet(config: WalletConfig): Wallet {
  validateChains(config.chains)
  config.extraConnectors?.forEach((factory) => validateWalletOption(factory.option))
  const chains: readonly Chain[] = [...config.chains]
  const win = config.window ?? (typeof window === 'undefined' ? undefined : window)
  const storage = config.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage)
  const persistence = createPersistence(storage)
  const callLog = createCallLog()
  const send = createRequestPath(callLog)
  const listeners = new Set<(event: WalletEvent) => void>()
  const emit = (event: WalletEvent): void => listeners.forEach((listener) => listener(event))

  const state = proxy<WalletState>({
    status: 'disconnected', auth: undefined, address: undefined, accounts: [], chainId: undefined, unsupported: false,
    walletId: undefined, recent: persistence.recent(), options: [], uri: undefined, error: undefined, notice: undefined,
  })

  const contextFor = (id: string): ConnectorContext => ({
    id,
    chains,
    appName: config.appName,
    storage: storage ?? memoryStorage(),
    request: (provider, args) => send(provider, id, args),
    logEvent: (name, payload) => callLog.event(id, name, payload),
  })

  const discovery = win ? startEip6963Discovery(win) : undefined
  const registry = createConnectorRegistry({
    config, state, win, contextFor, entries: () => discovery?.state.entries ?? [], recent: () => state.recent,
  })
  registry.refresh()
  const stopWatchingDiscovery = discovery ? subscribe(discovery.state, registry.refresh) : () => undefined
  const onLegacyInjected = (): void => registry.refresh()
  win?.addEventListener('ethereum#initialized', onLegacyInjected)
  let lastRecent = state.recent
  const stopWatchingRecent = subscribe(state, () => {
    if (state.recent !== lastRecent) {
      lastRecent = state.recent
      registry.refresh()
    }
  })

  const isConfigured = (chainId: number): boolean => chains.some((chain) => chain.id === chainId)
  const connection = createConnection({
    state, registry, persistence, isConfigured, emit,
    defaultChainId: chains[0]?.id ?? 1,
    reconnectTimeoutMs: config.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
    waitForOption: (id, until) => waitForOption(state, id, until),
  })

  async function request(args: RequestArguments): Promise<unknown> {
    const session = connection.session()
    if (!session) throw new NotConnectedError()
    return send(await session.connector.getProvider(), session.walletId, args)
  }

  function account() {
    if (!state.address || !connection.session()) throw new NotConnectedError()
    return state.address
  }
  const currentChain = (): Chain | undefined => chains.find((chain) => chain.id === state.chainId)
  const mapped = <T>(promise: Promise<T>): Promise<T> => promise.catch((error: unknown) => Promise.reject(mapWalletError(error)))

  return {
    state,
    callLog,
    chains,
    connect: (optionId) => connection.connect(optionId),
    reconnect: () => connection.reconnect(),
    disconnect: () => connection.disconnect(),
    request,
    switchChain: (chainId) => switchChain({ request, chains, chainId }),
    addChain: (chainId) => addChain({ request, chains, chainId }),
    getAccounts: () => calls.getAccounts(request),
    requestAccounts: () => calls.requestAccounts(request),
    getChainId: () => calls.getChainId(request),
    async signMessage(message) {
      const from = account()
      const { signMessageWith } = await import('../actions/signing.ts')
      return mapped(signMessageWith(request, from, currentChain(), message))
    },
    async signTypedData(typedData) {
      const from = account()
      const { signTypedDataWith } = await import('../actions/signing.ts')
      return mapped(signTypedDataWith(request, from, currentChain(), typedData))
    },
    sendTransaction: async (transaction) => {
      if (transaction.chainId !== undefined && transaction.chainId !== state.chainId) await switchChain({ request, chains, chainId: transaction.chainId })
      const from = account()
      const { sendTransaction } = await import('../actions/sendTransaction.ts')
      return sendTransaction(request, from, transaction)
    },
    watchAsset: (asset) => calls.watchAsset(request, asset),
    getPermissions: () => calls.getPermissions(request),
    requestPermissions: (permissions) => calls.requestPermissions(request, permissions),
    async walletClient() {
      if (!state.address || !connection.session()) return undefined
      const { walletClientFor } = await import('../actions/walletClient.ts')
      return walletClientFor(request, state.address, currentChain())
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      connection.destroy()
      discovery?.stop()
      stopWatchingDiscovery()
      stopWatchingRecent()
      win?.removeEventListener('ethereum#initialized', onLegacyInjected)
      listeners.clear()
    },
  }
}

function memoryStorage(): ConnectorContext['storage'] {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

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
import { isHash, type Chain } from 'viem'
import { proxy, subscribe } from 'valtio/vanilla'
import { addChain, switchChain } from '../actions/switchChain.ts'
import * as calls from '../actions/walletCalls.ts'
import { assertRecipient } from '../actions/recipient.ts'
import { createCallLog } from '../callLog/createCallLog.ts'
import { startEip6963Discovery } from '../discovery/eip6963.ts'
import { ChainNotConfiguredError, InvalidHashError, NotConnectedError } from '../errors/configErrors.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import { createRequestPath } from '../request/createRequestPath.ts'
import type { CallOrigin, ConnectorContext, RequestArguments, WalletState } from '../types.ts'
import { createConnection, DEFAULT_RECONNECT_TIMEOUT_MS } from './connection.ts'
import { createConnectorRegistry } from './connectorRegistry.ts'
import { safeStorage } from '../storage/safeStorage.ts'
import { createPersistence, DEFAULT_STORAGE_PREFIX, prefixedStorage } from './persistence.ts'
import {
  validateChains,
  validateOfferedWallets,
  validateStoragePrefix,
  validateWalletOption,
} from './validateConfig.ts'
import { watchSelected } from './watch.ts'
import type { Wallet, WalletConfig, WalletEvent } from './walletApi.ts'
import type { ReceiptReader } from '../actions/receipts.ts'
import { waitForOption } from './waitForOption.ts'
import { createEmitter } from '../events/createEmitter.ts'
import { disconnectedFields } from './disconnectedFields.ts'

/** Default time limit of `waitForTransactionReceipt`. */
export const RECEIPT_TIMEOUT_MS = 180_000

export function createWallet(config: WalletConfig): Wallet {
  validateChains(config.chains)
  for (const factory of config.extraConnectors ?? []) validateWalletOption(factory.option)
  const chains: readonly Chain[] = [...config.chains]
  const win = config.window ?? (typeof window === 'undefined' ? undefined : window)
  const offered = validateOfferedWallets(config.wallets)
  const prefix = validateStoragePrefix(config.storageKeyPrefix ?? DEFAULT_STORAGE_PREFIX)
  const storage = config.storage ?? safeStorage('local')
  const persistence = createPersistence(storage, prefix)
  const callLog = createCallLog({
    appName: config.appName,
    ...config.callLog,
    ...(config.callLog?.persist
      ? {
          persist: {
            key: `${prefix}callLog`,
            storage: safeStorage('session'),
            ...(config.callLog.persist === true ? {} : config.callLog.persist),
          },
        }
      : {}),
  })
  const send = createRequestPath(callLog, { chainId: () => state.chainId, rdns: (id) => registry.rdns(id) })
  const listeners = createEmitter<WalletEvent>()
  const emit = (event: WalletEvent): void => listeners.emit(event)

  const state = proxy<WalletState>({
    ...disconnectedFields(),
    recent: persistence.recent(),
    options: [],
    error: undefined,
    notice: undefined,
  })

  const contextFor = (id: string): ConnectorContext => ({
    id,
    chains,
    appName: config.appName,
    storage: prefixedStorage(storage, prefix),
    request: (provider, args) => send(provider, id, args),
    logEvent: (name, payload) => callLog.event(id, name, payload, { chainId: state.chainId, rdns: registry.rdns(id) }),
  })

  const discovery = win ? startEip6963Discovery(win) : undefined
  const registry = createConnectorRegistry({
    config,
    offered,
    state,
    win,
    contextFor,
    entries: () => discovery?.state.entries ?? [],
    recent: () => state.recent,
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
    state,
    registry,
    persistence,
    isConfigured,
    emit,
    defaultChainId: chains[0]?.id ?? 1,
    reconnectTimeoutMs: config.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
    waitForOption: (id, until) => waitForOption(state, id, until),
  })

  /** The module's own calls log as origin 'module'; the app's (`wallet.request`, `walletClient()`) as 'app'. */
  async function requestAs(origin: CallOrigin, args: RequestArguments): Promise<unknown> {
    const session = connection.session()
    if (!session) throw new NotConnectedError()
    return send(await session.connector.getProvider(), session.walletId, args, origin)
  }
  const request = (args: RequestArguments): Promise<unknown> => requestAs('module', args)

  function account() {
    if (!state.address || !connection.session()) throw new NotConnectedError()
    return state.address
  }
  const currentChain = (): Chain | undefined => chains.find((chain) => chain.id === state.chainId)
  let receipts: Promise<ReceiptReader> | undefined
  const mapped = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => Promise.reject(mapWalletError(error)))

  return {
    state,
    callLog,
    chains,
    connect: (optionId) => connection.connect(optionId),
    reconnect: () => connection.reconnect(),
    disconnect: () => connection.disconnect(),
    request: (args) => requestAs('app', args),
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
      assertRecipient(transaction.to) // before any prompt, the chain switch included
      if (transaction.chainId !== undefined && transaction.chainId !== state.chainId)
        await switchChain({ request, chains, chainId: transaction.chainId })
      const from = account()
      const { sendTransaction } = await import('../actions/sendTransaction.ts')
      return sendTransaction(request, from, transaction, config.fees)
    },
    watchAsset: (asset) => calls.watchAsset(request, asset),
    getPermissions: () => calls.getPermissions(request),
    requestPermissions: (permissions) => calls.requestPermissions(request, permissions),
    async walletClient() {
      if (!state.address || !connection.session()) return undefined
      const { walletClientFor } = await import('../actions/walletClient.ts')
      return walletClientFor((args) => requestAs('app', args), state.address, currentChain())
    },
    async waitForTransactionReceipt(hash, options = {}) {
      if (typeof hash !== 'string' || !isHash(hash)) throw new InvalidHashError(hash)
      const chainId =
        options.chainId ?? (state.chainId !== undefined && isConfigured(state.chainId) ? state.chainId : chains[0]?.id)
      const chain = chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new ChainNotConfiguredError(chainId ?? 0)
      receipts ??= import('../actions/receipts.ts').then(({ createReceiptReader }) =>
        createReceiptReader(config.transports ?? {}),
      )
      const read = await receipts
      return read({
        hash,
        chain,
        confirmations: options.confirmations ?? 1,
        timeoutMs: options.timeoutMs ?? RECEIPT_TIMEOUT_MS,
      })
    },
    watch: (selector, listener) => watchSelected(state, selector, listener),
    onEvent: (listener) => listeners.on(listener),
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

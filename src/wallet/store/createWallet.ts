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
import * as calls from '../actions/walletCalls.ts'
import { assertRecipient } from '../actions/recipient.ts'
import { createCallLog, type CallLog } from '../callLog/createCallLog.ts'
import { startEip6963Discovery } from '../discovery/eip6963.ts'
import { ChainNotConfiguredError, InvalidHashError, NotConnectedError } from '../errors/configErrors.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import { createOperations } from '../request/operations.ts'
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
import type { OperationEnd, Wallet, WalletCalls, WalletConfig, WalletEvent } from './walletApi.ts'
import type { ReceiptReader } from '../actions/receipts.ts'
import { waitForOption } from './waitForOption.ts'
import { createEmitter } from '../events/createEmitter.ts'
import { disconnectedFields } from './disconnectedFields.ts'
import { guardedConfig } from '../errors/boundary.ts'

type Request = (args: RequestArguments) => Promise<unknown>

// Switching (and adding) chains loads on first use, like signing: a first connect does not need it. The names
// are taken in `then`, where knip sees them used.
const loadSwitching = () =>
  import('../actions/switchChain.ts').then(({ switchChain, addChain }) => ({ switchChain, addChain }))

/** What the log keeps of a receipt: the outcome the person saw, not the whole receipt. */
function receiptOutcome(receipt: { transactionHash: string; status: string; blockNumber?: bigint | undefined }) {
  return { transactionHash: receipt.transactionHash, status: receipt.status, blockNumber: receipt.blockNumber }
}

const END_STATUSES: ReadonlySet<string> = new Set<OperationEnd['status']>([
  'succeeded',
  'not-sent',
  'rejected',
  'failed',
  'reverted',
])

/**
 * `WalletOperation.end`: the first call writes one `operation-end` marker, `{ status, reason? }`, under the
 * operation's id; later calls do nothing. An outcome outside `OperationEnd` (from untyped code) throws and
 * leaves the operation open.
 */
function operationEnd(callLog: CallLog, walletId: () => string, operationId: string): (outcome: OperationEnd) => void {
  let ended = false
  return (outcome) => {
    if (ended) return
    const status: unknown = outcome?.status
    const reason: unknown = outcome && 'reason' in outcome ? outcome.reason : undefined
    // Short on purpose: this file is on the connect path (the idle hints' budget). OperationEnd lists the statuses.
    if (typeof status !== 'string' || !END_STATUSES.has(status) || (reason !== undefined && typeof reason !== 'string'))
      throw new TypeError('Not an OperationEnd')
    ended = true
    callLog.mark(walletId(), 'operation-end', reason === undefined ? { status } : { status, reason }, { operationId })
  }
}

/** Default time limit of `waitForTransactionReceipt`. */
export const RECEIPT_TIMEOUT_MS = 180_000

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createWallet(config: WalletConfig): Wallet {
  return guardedConfig('createWallet', () => buildWallet(config))
}

function buildWallet(config: WalletConfig): Wallet {
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
  const operations = createOperations(() => callLog.newOperationId())
  const send = createRequestPath(callLog, {
    chainId: () => state.chainId,
    rdns: (id) => registry.rdns(id),
    peerName: (id) => registry.peerName(id),
    operationId: () => operations.current(),
  })
  const listeners = createEmitter<WalletEvent>()
  /** The wallet of the last connect, for the 'disconnected' marker (the state is already reset then). */
  let markedWallet: string | undefined
  const emit = (event: WalletEvent): void => {
    if (event.type === 'disconnect' && markedWallet !== undefined) {
      callLog.mark(markedWallet, 'disconnected', {}, { operationId: operations.current() })
      markedWallet = undefined
    }
    listeners.emit(event)
  }

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
    logEvent: (name, payload) =>
      callLog.event(id, name, payload, {
        chainId: state.chainId,
        rdns: registry.rdns(id),
        peerName: registry.peerName(id),
        operationId: operations.current(),
      }),
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

  /** The module's own calls log as origin 'module'; the app's (`wallet.request`, `getWalletClient()`) as 'app'. */
  async function requestAs(
    origin: CallOrigin,
    args: RequestArguments,
    operationId: string | undefined,
  ): Promise<unknown> {
    const session = connection.session()
    if (!session) throw new NotConnectedError()
    return send(await session.connector.getProvider(), session.walletId, args, origin, operationId)
  }

  /**
   * Runs one public call as an operation (of its own, or the caller's `operationId`): its requests
   * carry the id, and so do connector requests and wallet events that arrive while it runs.
   */
  function within<T>(operationId: string | undefined, body: (request: Request, id: string) => Promise<T>): Promise<T> {
    const running = operations.open(operationId)
    try {
      return body((args) => requestAs('module', args, running.id), running.id).finally(() => running.close())
    } catch (error) {
      running.close()
      return Promise.reject(error)
    }
  }

  function markConnected(operationId: string): void {
    if (state.status !== 'connected' || !state.walletId) return
    markedWallet = state.walletId
    callLog.mark(state.walletId, 'connected', { accounts: [...state.accounts] }, { operationId })
  }

  function account() {
    if (!state.address || !connection.session()) throw new NotConnectedError()
    return state.address
  }
  const currentChain = (): Chain | undefined => chains.find((chain) => chain.id === state.chainId)
  let receipts: Promise<ReceiptReader> | undefined
  const mapped = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => Promise.reject(mapWalletError(error)))

  /** The wallet calls, each an operation of its own or, from `operation()`, all of the caller's one. */
  function callsFor(operationId?: string): WalletCalls {
    return {
      request: (args) => within(operationId, (_request, id) => requestAs('app', args, id)),
      switchChain: (chainId) =>
        within(operationId, async (request) => {
          const { switchChain } = await loadSwitching()
          await switchChain({ request, chains, chainId })
          connection.confirmChain(chainId) // confirmed by eth_chainId, with or without a chainChanged event
        }),
      signMessage: (message) =>
        within(operationId, async (request) => {
          const from = account()
          const { signMessageWith } = await import('../actions/signing.ts')
          return mapped(signMessageWith(request, from, currentChain(), message))
        }),
      signTypedData: (typedData) =>
        within(operationId, async (request) => {
          const from = account()
          const { signTypedDataWith } = await import('../actions/signing.ts')
          return mapped(signTypedDataWith(request, from, currentChain(), typedData))
        }),
      sendTransaction: (transaction) =>
        within(operationId, async (request) => {
          assertRecipient(transaction.to) // before any prompt, the chain switch included
          if (transaction.chainId !== undefined && transaction.chainId !== state.chainId) {
            const { switchChain } = await loadSwitching()
            await switchChain({ request, chains, chainId: transaction.chainId })
            connection.confirmChain(transaction.chainId)
          }
          const from = account()
          const { sendTransaction } = await import('../actions/sendTransaction.ts')
          return sendTransaction(request, from, transaction, config.fees)
        }),
      waitForTransactionReceipt: (hash, options = {}) =>
        within(operationId, async (_request, id) => {
          if (typeof hash !== 'string' || !isHash(hash)) throw new InvalidHashError(hash)
          const chainId =
            options.chainId ??
            (state.chainId !== undefined && isConfigured(state.chainId) ? state.chainId : chains[0]?.id)
          const chain = chains.find((candidate) => candidate.id === chainId)
          if (!chain) throw new ChainNotConfiguredError(chainId ?? 0)
          receipts ??= import('../actions/receipts.ts').then(({ createReceiptReader }) =>
            createReceiptReader(config.transports ?? {}),
          )
          const read = await receipts
          const confirmations = options.confirmations ?? 1
          const entry = callLog.start({
            kind: 'receipt',
            walletId: state.walletId ?? '',
            method: 'eth_getTransactionReceipt',
            params: { hash, chainId: chain.id, confirmations },
            chainId: chain.id,
            operationId: id,
          })
          try {
            const receipt = await read({
              hash,
              chain,
              confirmations,
              timeoutMs: options.timeoutMs ?? RECEIPT_TIMEOUT_MS,
            })
            entry.finish({ ok: true, result: receiptOutcome(receipt) })
            return receipt
          } catch (error) {
            entry.finish({
              ok: false,
              errorCode: (error as { code?: number | string }).code,
              errorMessage: (error as { shortMessage?: string }).shortMessage ?? String(error),
            })
            throw error
          }
        }),
      async getWalletClient() {
        if (!state.address || !connection.session()) return undefined
        const { walletClientFor } = await import('../actions/walletClient.ts')
        // Without a caller's operation, each request joins the running call or is an operation of its own.
        return walletClientFor(
          (args) => requestAs('app', args, operationId),
          state.address,
          currentChain(),
          config.fees,
        )
      },
    }
  }

  const request: Request = (args) => within(undefined, (inner) => inner(args))

  return {
    state,
    callLog,
    chains,
    ...callsFor(),
    connect: (optionId) =>
      within(undefined, (_request, id) => connection.connect(optionId).then(() => markConnected(id))),
    reconnect: () => within(undefined, (_request, id) => connection.reconnect().then(() => markConnected(id))),
    disconnect: () => within(undefined, () => connection.disconnect()),
    addChain: (chainId) =>
      within(undefined, async (inner) => {
        const { addChain } = await loadSwitching()
        return addChain({ request: inner, chains, chainId })
      }),
    getAccounts: () => calls.getAccounts(request),
    requestAccounts: () => calls.requestAccounts(request),
    getChainId: () => calls.getChainId(request),
    watchAsset: (asset) => calls.watchAsset(request, asset),
    getPermissions: () => calls.getPermissions(request),
    requestPermissions: (permissions) => calls.requestPermissions(request, permissions),
    operation(label) {
      const id = callLog.newOperationId()
      const openedBy = state.walletId ?? ''
      callLog.mark(openedBy, 'operation', { label }, { operationId: id })
      return {
        id,
        ...callsFor(id),
        end: operationEnd(callLog, () => state.walletId ?? openedBy, id),
        recordReceipt(receipt) {
          callLog
            .start({
              kind: 'receipt',
              origin: 'app',
              walletId: state.walletId ?? '',
              method: 'eth_getTransactionReceipt',
              params: { hash: receipt.transactionHash, chainId: receipt.chainId ?? state.chainId },
              chainId: receipt.chainId ?? state.chainId,
              operationId: id,
            })
            .finish({ ok: true, result: receiptOutcome(receipt) })
        },
      }
    },
    watch: (selector, listener) => watchSelected(state, selector, listener),
    onEvent: (listener) => listeners.on(listener),
    destroy() {
      connection.destroy()
      registry.stop()
      discovery?.stop()
      stopWatchingDiscovery()
      stopWatchingRecent()
      win?.removeEventListener('ethereum#initialized', onLegacyInjected)
      listeners.clear()
    },
  }
}

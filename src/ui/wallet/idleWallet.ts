import { proxy } from 'valtio/vanilla'
import type { Chain } from 'viem'
import {
  disconnectedFields,
  type CallLog,
  type TransactionStore,
  type Wallet,
  type WalletState,
} from '../../wallet/index.ts'

/** The state of a wallet module that has not loaded yet: disconnected, nothing offered yet. */
function idleState(): WalletState {
  return proxy<WalletState>({
    ...disconnectedFields(),
    recent: [],
    options: [],
    error: undefined,
    notice: undefined,
  })
}

/** How much the real log will keep, as its options say: what /calls tells before the module loads. */
export interface CallLogPolicy {
  readonly limit: number
  readonly keptAcrossReload: number
}

/** An empty log (no value imports: this file is in the first load); exports come from the real log once loaded. */
function idleCallLog(load: () => Promise<Wallet>, policy: CallLogPolicy): CallLog {
  return {
    entries: Object.freeze([]),
    limit: policy.limit,
    keptAcrossReload: policy.keptAcrossReload,
    sessionId: '',
    anchoring: { status: 'off' },
    newOperationId: () => '',
    start: () => ({ finish: () => undefined }),
    event: () => undefined,
    mark: () => undefined,
    subscribe: () => () => undefined,
    export: async () => (await load()).callLog.export(),
    exportJson: async () => (await load()).callLog.exportJson(),
    exportNdjson: async () => (await load()).callLog.exportNdjson(),
    clear: () => undefined,
    restorable: 0,
    undoClear: () => 0,
  }
}

/**
 * Stands in for the wallet until its chunk loads: reads show a disconnected wallet, and any action
 * (connect, switchChain, …) first loads the real module, then runs there. Subscriptions (`onEvent`,
 * `watch`) return their unsubscribe at once and attach to the real wallet when it has loaded, without starting
 * the load themselves (`whenLoaded`): a subscription is not intent, and a first visit stays light.
 */
export function createIdleWallet(
  chains: readonly Chain[],
  load: () => Promise<Wallet>,
  whenLoaded: () => Promise<Wallet>,
  callLogPolicy: CallLogPolicy = { limit: 1000, keptAcrossReload: 0 },
): Wallet {
  const subscriptions = new Set<() => void>()
  /** Subscribes on the real wallet once loaded, unless unsubscribed before. */
  function later(subscribe: (real: Wallet) => () => void): () => void {
    let stop: (() => void) | undefined
    const unsubscribe = (): void => {
      subscriptions.delete(unsubscribe)
      stop?.()
    }
    subscriptions.add(unsubscribe)
    void whenLoaded().then(
      (real) => {
        if (subscriptions.has(unsubscribe)) stop = subscribe(real)
      },
      () => undefined, // never loaded: nothing to attach to
    )
    return unsubscribe
  }
  return {
    state: idleState(),
    callLog: idleCallLog(load, callLogPolicy),
    chains,
    connect: async (optionId) => (await load()).connect(optionId),
    reconnect: async () => (await load()).reconnect(),
    disconnect: async () => (await load()).disconnect(),
    addChain: async (chainId) => (await load()).addChain(chainId),
    switchChain: async (chainId) => (await load()).switchChain(chainId),
    request: async (args) => (await load()).request(args),
    getAccounts: async () => (await load()).getAccounts(),
    requestAccounts: async () => (await load()).requestAccounts(),
    getChainId: async () => (await load()).getChainId(),
    signMessage: async (message) => (await load()).signMessage(message),
    signTypedData: async (typedData) => (await load()).signTypedData(typedData),
    sendTransaction: async (transaction) => (await load()).sendTransaction(transaction),
    getWalletClient: async () => (await load()).getWalletClient(),
    waitForTransactionReceipt: async (hash, options) => (await load()).waitForTransactionReceipt(hash, options),
    watchAsset: async (asset) => (await load()).watchAsset(asset),
    getPermissions: async () => (await load()).getPermissions(),
    requestPermissions: async (permissions) => (await load()).requestPermissions(permissions),
    operation() {
      // Writes start from a connected wallet, which is the real module, never this stand-in.
      throw new Error('The wallet module is not loaded yet: connect a wallet first.')
    },
    watch: (selector, listener) => later((real) => real.watch(selector, listener)),
    onEvent: (listener) => later((real) => real.onEvent(listener)),
    destroy: () => subscriptions.clear(),
  }
}

/** An empty transaction history until the wallet module (which owns the real store) loads. */
export function createIdleTransactions(): TransactionStore {
  const none = Object.freeze([])
  return {
    add: () => {
      throw new Error('Unable to add transaction: the wallet is not loaded yet')
    },
    receipt: (hash) => Promise.reject(new Error(`The wallet is not loaded yet: no watcher for ${hash}`)),
    list: () => none,
    subscribe: () => () => undefined,
    clear: () => undefined,
    destroy: () => undefined,
  }
}

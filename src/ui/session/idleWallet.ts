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

/** An empty log (no value imports: this file is in the first load); exports come from the real log once loaded. */
function idleCallLog(load: () => Promise<Wallet>): CallLog {
  return {
    entries: Object.freeze([]),
    limit: 1000,
    keptAcrossReload: 0,
    sessionId: '',
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
 * (connect, switchChain, …) first loads the real module, then runs there.
 */
export function createIdleWallet(chains: readonly Chain[], load: () => Promise<Wallet>): Wallet {
  const base = { state: idleState(), callLog: idleCallLog(load), chains }
  const listeners = new Set<Parameters<Wallet['onEvent']>[0]>()
  const sync: Partial<Record<keyof Wallet, unknown>> = {
    onEvent(listener: Parameters<Wallet['onEvent']>[0]) {
      listeners.add(listener)
      let stop: (() => void) | undefined
      void load().then((real) => {
        if (listeners.has(listener)) stop = real.onEvent(listener)
      })
      return () => {
        listeners.delete(listener)
        stop?.()
      }
    },
    destroy: () => listeners.clear(),
    operation() {
      // Writes start from a connected wallet, which is the real module, never this stand-in.
      throw new Error('The wallet module is not loaded yet: connect a wallet first.')
    },
  }
  const facade = new Proxy(base, {
    get(target, name) {
      if (name in target) return Reflect.get(target, name)
      if (typeof name === 'string' && name in sync) return sync[name as keyof Wallet]
      // Every other member is an async method: load the module, then call the real one.
      return async (...args: unknown[]) => {
        const real = await load()
        const member: unknown = Reflect.get(real, name)
        if (typeof member !== 'function') throw new TypeError(`Wallet has no method ${String(name)}`)
        return Reflect.apply(member, real, args)
      }
    },
  })
  // The Proxy implements every method of the interface by delegation (see `get`).
  return facade as unknown as Wallet
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

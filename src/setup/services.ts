/**
 * What the views receive from the setup: account readers and the app context, each loading its
 * chunk (read clients, wallet module) on first use, so the first paint carries neither.
 */
import type { AppContext } from '../app/index.ts'
import type { AccountReaders, AppServices, WalletLoader } from '../ui/index.ts'
import { appConfig } from './config.ts'

/** Balance and ENS reads over the configured chains' clients and the one-day ENS cache. */
export const accountReaders: AccountReaders = {
  getBalance: (address, chainId) => import('./clients.ts').then(({ getBalance }) => getBalance(address, chainId)),
  watchBlocks(chainId, onBlock) {
    let stop: (() => void) | undefined
    let stopped = false
    import('./clients.ts')
      .then(({ watchBlocks }) => {
        if (!stopped) stop = watchBlocks(chainId, onBlock)
      })
      // No client for the chain (or the chunk failed): the balance read reports the problem, not this.
      .catch(() => undefined)
    return () => {
      stopped = true
      stop?.()
    }
  },
  lookupEnsName: (address) => import('./clients.ts').then(({ lookupName }) => lookupName(address)),
  lookupEnsAvatar: (name) => import('./clients.ts').then(({ lookupAvatar }) => lookupAvatar(name)),
}

/** The app services for the views: settings at once, the app context once the wallet module and clients load. */
export function createAppServices(walletLoader: WalletLoader): AppServices {
  let pending: Promise<AppContext> | undefined
  let loaded: AppContext | undefined
  return {
    settings: appConfig,
    currentContext: () => loaded,
    loadContext() {
      pending ??= Promise.all([walletLoader.load(), import('./clients.ts')]).then(
        ([{ wallet, transactions }, { client }]): AppContext =>
          (loaded = { ...appConfig, wallet, transactions, client }),
        (error: unknown) => {
          pending = undefined // offline or a new deploy: the next visit to the page tries again
          throw error
        },
      )
      return pending
    },
  }
}

import { createEmitter, hasSavedSession, type TransactionStore, type Wallet } from '../../wallet/index.ts'
import type { SignIn } from '../../wallet/signIn.ts'

/** What src/setup/wallet.ts provides once its chunk has loaded. */
export interface LoadedWallet {
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  readonly signIn?: Promise<SignIn>
}

/**
 * Loads the wallet module (a chunk of ~25 kB gzip) once: eagerly for a returning visitor, else on the
 * first sign of intent (hover, focus or click on Connect Wallet), so a first visit stays light.
 */
export interface WalletLoader {
  /** Starts the load (once) and resolves with the wallet; a failed load may be retried. */
  load(): Promise<LoadedWallet>
  /** The wallet once loaded. */
  current(): LoadedWallet | undefined
  /** Resolves when the wallet has loaded, without starting the load. */
  whenLoaded(): Promise<LoadedWallet>
  /** true while the last load attempt has failed (until another starts). */
  failed(): boolean
  /** Called when the wallet has loaded or a load attempt failed. */
  subscribe(listener: () => void): () => void
}

export function createWalletLoader(importer: () => Promise<LoadedWallet>): WalletLoader {
  let loaded: LoadedWallet | undefined
  let pending: Promise<LoadedWallet> | undefined
  let failed = false
  const loadedEvents = createEmitter<void>()
  let announce: (value: LoadedWallet) => void = () => undefined
  const loadedPromise = new Promise<LoadedWallet>((resolve) => (announce = resolve))

  return {
    load() {
      if (!pending && failed) {
        failed = false
        loadedEvents.emit()
      }
      pending ??= importer().then(
        (value) => {
          loaded = value
          announce(value)
          loadedEvents.emit()
          return value
        },
        (error: unknown) => {
          pending = undefined // offline or a new deploy: the next intent tries again
          failed = true
          loadedEvents.emit()
          throw error
        },
      )
      return pending
    },
    current: () => loaded,
    whenLoaded: () => loadedPromise,
    failed: () => failed,
    subscribe: (listener) => loadedEvents.on(listener),
  }
}

/**
 * Whether this visit should load the wallet at once: a wallet was used here before and not
 * disconnected (the module's `hasSavedSession`) so it may reconnect, or the app runs inside a frame
 * (a Safe app), where the host wallet connects without a click.
 */
export function shouldLoadWalletEagerly(storage: Pick<Storage, 'getItem'> | undefined, win: Window): boolean {
  return hasSavedSession(storage) || win.parent !== win
}

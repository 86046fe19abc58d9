/**
 * Keeps the app state live while a page that needs it is mounted: follows the wallet module
 * (account, chain, connect / disconnect) and re-reads on every new block (RPC_SETTINGS.pollingIntervalMs).
 * Reference-counted: pages call retainAppSync() on mount and the returned release on unmount.
 */
import { subscribe } from 'valtio/vanilla'
import { watchBlockNumber } from 'viem/actions'
import { RPC_SETTINGS } from '../chains/index.ts'
import type { AppContext } from './context.ts'
import { refreshApp, syncWalletFields } from './refresh.ts'
import { resolveReadTarget } from './target.ts'

let holders = 0
let stop: (() => void) | undefined

function start(context: AppContext): () => void {
  const { wallet } = context
  let unwatchBlocks: (() => void) | undefined
  let watchedChain: number | undefined
  let lastWalletKey: string | undefined

  const follow = (): void => {
    const { status, walletId, address, chainId, unsupported } = wallet.state
    // wallet.state also carries dialog data (options, uri, notice): react only to what the reads depend on
    const walletKey = `${status}|${walletId ?? ''}|${address ?? ''}|${chainId ?? ''}|${unsupported}`
    if (walletKey === lastWalletKey) return
    lastWalletKey = walletKey
    syncWalletFields(status, walletId, address, chainId)
    const target = resolveReadTarget(context)
    if (target?.chainId !== watchedChain) {
      unwatchBlocks?.()
      watchedChain = target?.chainId
      unwatchBlocks = target && watchBlockNumber(target.client, {
        pollingInterval: RPC_SETTINGS.pollingIntervalMs,
        onBlockNumber: () => void refreshApp(context),
        onError: () => undefined, // a missed poll is retried by the next one; reads report their own errors
      })
    }
    void refreshApp(context)
  }

  const unsubscribe = subscribe(wallet.state, follow)
  follow()
  return () => {
    unsubscribe()
    unwatchBlocks?.()
  }
}

/** Starts live syncing if it is not running; returns the release function for this holder. */
export function retainAppSync(context: AppContext): () => void {
  holders += 1
  if (holders === 1) stop = start(context)
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) {
      stop?.()
      stop = undefined
    }
  }
}

/**
 * Keeps the app state live while a page that needs it is mounted: follows the wallet module
 * (account, chain, connect / disconnect) and re-reads on every new block, seen through the page's one
 * block poll (`context.blocks`, paused while the page is hidden); a failed poll marks the figures stale.
 * Reference-counted: pages call retainAppSync() on mount and the returned release on unmount.
 */
import type { WalletState } from '../wallet/index.ts'
import type { AppContext } from './context.ts'
import { markNodeUnreachable, refreshApp, syncWalletFields } from './refresh.ts'
import { resolveReadTarget } from './target.ts'

/** What the reads depend on; wallet.state also carries dialog data (options, uri, notice) that must not trigger a read. */
const readPosition = ({ status, walletId, address, chainId, unsupported }: WalletState): string =>
  `${status}|${walletId ?? ''}|${address ?? ''}|${chainId ?? ''}|${unsupported}`

let holders = 0
let stop: (() => void) | undefined

function start(context: AppContext): () => void {
  const { wallet } = context
  let unwatchBlocks: (() => void) | undefined
  let watchedChain: number | undefined

  const follow = (): void => {
    const { status, walletId, address, chainId } = wallet.state
    syncWalletFields(status, walletId, address, chainId)
    const target = resolveReadTarget(context)
    if (target?.chainId !== watchedChain) {
      unwatchBlocks?.()
      watchedChain = target?.chainId
      unwatchBlocks =
        target &&
        context.blocks.watch(target.chainId, {
          onBlock: () => void refreshApp(context),
          onError: markNodeUnreachable,
        })
    }
    void refreshApp(context)
  }

  const unsubscribe = wallet.watch(readPosition, follow)
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

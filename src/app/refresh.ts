/**
 * Reads the chain into the app state. One refresh = one multicall. Overlapping calls coalesce:
 * a refresh asked for while one runs schedules exactly one more, so the state always ends fresh.
 */
import type { AppContext } from './context.ts'
import { NODE_UNREACHABLE_MESSAGE } from './figureState.ts'
import { toTokens } from './tokenUnits.ts'
import { readAccountAndTotals } from './reads/readAccountAndTotals.ts'
import { readKey } from './accountReads.ts'
import {
  appState,
  resetAccountReads,
  resetChainReads,
  setAddress,
  setProvider,
  setReads,
  setStakingList,
  setTotalDeposited,
  setTotalLock,
  setUserReward,
  setWallet,
} from './state.ts'
import { resolveReadTarget } from './target.ts'

/** The block poll failed: keep the figures, say they may be stale (a read error already says more). */
export function markNodeUnreachable(): void {
  if (appState.reads.readError === undefined) setReads({ readError: NODE_UNREACHABLE_MESSAGE })
}

let running: Promise<void> | undefined
let again = false
let lastKey = ''
let lastChainId: number | undefined

async function readOnce(context: AppContext): Promise<void> {
  const target = resolveReadTarget(context)
  if (!target) {
    if (lastKey !== '') resetChainReads()
    lastKey = ''
    lastChainId = undefined
    setProvider({})
    setReads({ readError: 'No staking or collection contracts are configured for this network.', loaded: false })
    return
  }
  const key = readKey(target.chainId, target.account)
  if (key !== lastKey) {
    lastKey = key
    if (target.chainId !== lastChainId) resetChainReads()
    else resetAccountReads()
    lastChainId = target.chainId
  }
  setProvider({ chainId: target.chainId, contracts: target.contracts })
  try {
    const client = context.blockReadClient?.(target.chainId) ?? target.client
    const { chain, account } = await readAccountAndTotals(client, target.contracts, target.account)
    if (key !== lastKey) return // the wallet moved on while reading: these numbers belong to the old key
    setTotalLock(toTokens(chain.totalLocked))
    setTotalDeposited(toTokens(chain.totalDeposited))
    setReads({
      lockPeriods: chain.lockPeriods,
      collection: chain.collection,
      chainTime: chain.chainTime,
      rewardPool: chain.rewardPool,
      totalsLoaded: true,
      readError: undefined,
    })
    if (account) {
      setStakingList(account.stakes)
      setUserReward(toTokens(account.pendingReward))
      setReads({
        tokenBalance: account.tokenBalance,
        allowance: account.allowance,
        pendingReward: account.pendingReward,
        nativeBalance: account.nativeBalance,
        mintedByUser: account.mintedByUser,
        ownedTokenIds: account.ownedTokenIds,
      })
    }
    setReads({ loaded: true, readFor: key, updatedAt: Date.now() })
  } catch (error) {
    const message =
      error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : 'Could not read from the chain.'
    setReads({ readError: message })
  }
}

/** Re-reads totals and the connected account's numbers; resolves once the state is current. */
export function refreshApp(context: AppContext): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await readOnce(context)
    } while (again)
  })().finally(() => {
    running = undefined
  })
  return running
}

/** Keeps the app-state fields wallet/address in step with the wallet module (no chain reads). */
export function syncWalletFields(
  status: string,
  walletId: string | undefined,
  address: string | undefined,
  chainId: number | undefined,
): void {
  const connected = status === 'connected' && walletId !== undefined && chainId !== undefined
  const wallet = connected ? { id: walletId, chainId } : undefined
  if (appState.wallet?.id !== wallet?.id || appState.wallet?.chainId !== wallet?.chainId) {
    setWallet(wallet)
  }
  setAddress(connected && address ? address : '')
}

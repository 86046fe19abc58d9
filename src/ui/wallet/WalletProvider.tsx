import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { Address } from 'viem'
import { hasSavedSession, safeStorage, type TransactionStore, type Wallet } from '../../wallet/index.ts'
import { AccountReadersContext, type AccountReaders } from '../accountReads/accountReaders'
import { TransactionsProvider } from '../history/TransactionsContext'
import { WalletContext } from './WalletContext'
import { WalletLoaderContext, type WalletLoading } from '../loading/WalletLoaderContext'
import type { WalletLoader } from '../loading/walletLoader'

interface WalletProviderProps {
  /** The wallet; with a `loader`, the idle stand-in used until the module loads. */
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  /** Loads the real wallet module on demand; once loaded it replaces `wallet` and `transactions`. */
  readonly loader?: WalletLoader
  /** Balance and ENS reads (the setup's read clients and ENS cache). */
  readonly readers: AccountReaders
  /** The account the page was served for (the account cookie): the same in the prerender and the first render. */
  readonly rememberedAccount?: Address | undefined
  readonly children: ReactNode
}

const noSubscription = () => () => undefined
const noValue = () => undefined
const afterHydration = () => false
const duringHydration = () => true

/** Puts the wallet (with its configured chains), the transaction store and the account readers in context. */
export function WalletProvider({
  wallet,
  transactions,
  loader,
  readers,
  rememberedAccount,
  children,
}: WalletProviderProps) {
  // The server snapshots are what the prerendered page shows (src/prerender.tsx): hydration starts from them.
  const loaded = useSyncExternalStore(loader?.subscribe ?? noSubscription, () => loader?.current(), noValue)
  const loadFailed = useSyncExternalStore(
    loader?.subscribe ?? noSubscription,
    () => loader?.failed() ?? false,
    () => false,
  )
  // Read once, as the wallet module will: a session saved here means reconnect() will run when it loads.
  const [storedSession] = useState(() => loader !== undefined && hasSavedSession(safeStorage('local')))
  const savedSession = useSyncExternalStore(
    noSubscription,
    () => storedSession,
    () => false,
  )
  // The page was served with the remembered account in its header: the first render shows it too, whatever the
  // storage says; afterwards it stays only while the saved session's reconnect is ahead or under way.
  const hydrating = useSyncExternalStore(noSubscription, afterHydration, duringHydration)
  const remembered = hydrating || savedSession ? rememberedAccount : undefined
  const current = loaded ?? { wallet, transactions }
  const value = useMemo(() => ({ wallet: current.wallet }), [current.wallet])
  // Stable across load failures: views that start the load in an effect must not retry on their own.
  const load = useCallback(() => loader?.load() ?? Promise.resolve(), [loader])
  const loading = useMemo<WalletLoading>(
    () => ({
      loaded: !loader || loaded !== undefined,
      load,
      reconnectAhead: (savedSession || remembered !== undefined) && loaded === undefined && !loadFailed,
      rememberedAccount: remembered,
    }),
    [loader, load, loaded, loadFailed, savedSession, remembered],
  )
  return (
    <WalletContext.Provider value={value}>
      <WalletLoaderContext.Provider value={loading}>
        <AccountReadersContext.Provider value={readers}>
          <TransactionsProvider store={current.transactions}>{children}</TransactionsProvider>
        </AccountReadersContext.Provider>
      </WalletLoaderContext.Provider>
    </WalletContext.Provider>
  )
}

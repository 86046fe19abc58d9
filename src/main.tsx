import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  App,
  createIdleTransactions,
  createIdleWallet,
  createWalletLoader,
  prefetchRoute,
  shouldLoadWalletEagerly,
} from './ui/index.ts'
import { appConfig, devPhoneWalletUrl } from './setup/config.ts'
import { scheduleIdleHints } from './setup/idleHints.ts'
import { accountReaders, createAppServices } from './setup/services.ts'
import { safeStorage } from './wallet/index.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html must contain <div id="root">')
const base = import.meta.env.BASE_URL.replace(/\/$/, '')

// The opened page's chunk starts downloading now, beside the first render, not after it.
prefetchRoute(location.pathname.slice(base.length) || '/')

// The wallet module is its own chunk: a first visit paints without it and fetches it on intent.
const walletLoader = createWalletLoader(() =>
  import('./setup/wallet.ts').then(({ wallet, transactions, signIn }) => {
    // Resume the last wallet without prompting (eth_accounts only, time-limited by the module).
    void wallet.reconnect()
    return { wallet, transactions, signIn }
  }),
)
if (shouldLoadWalletEagerly(safeStorage('local'), window)) void walletLoader.load().catch(() => undefined)
else scheduleIdleHints(window) // a first visit: fetch the connect path once the page is idle

const signIn = appConfig.siwe
  ? walletLoader
      .whenLoaded()
      .then(({ signIn: pending }) => pending ?? Promise.reject(new Error('Sign-in is not configured')))
  : undefined

createRoot(root).render(
  <StrictMode>
    <App
      wallet={createIdleWallet(appConfig.chains, () => walletLoader.load().then((loaded) => loaded.wallet))}
      transactions={createIdleTransactions()}
      walletLoader={walletLoader}
      readers={accountReaders}
      services={createAppServices(walletLoader)}
      docsUrl={appConfig.docsUrl}
      signIn={signIn}
      base={base}
      devPhoneWalletUrl={devPhoneWalletUrl}
    />
  </StrictMode>,
)

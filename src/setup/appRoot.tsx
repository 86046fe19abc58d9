import { StrictMode } from 'react'
import type { Address } from 'viem'
import { accountFromCookie } from '../wallet/index.ts'
import { App, createIdleTransactions, createIdleWallet, createWalletLoader, type WalletLoader } from '../ui/index.ts'
import { callLogPolicy } from './callLogPolicy.ts'
import { appConfig, devPhoneWalletUrl } from './config.ts'
import type { AppServices } from '../ui/index.ts'
import { accountReaders, createAppServices } from './services.ts'

/** Router base path: Vite's BASE_URL without its trailing slash. */
export const basePath = import.meta.env.BASE_URL.replace(/\/$/, '')

/**
 * The app as the browser starts it and as the build prerenders it (src/prerender.tsx): the same tree, so the
 * prerendered HTML hydrates without a mismatch. `ssrPath` is the route to render where there is no location;
 * `rememberedAccount` the account the page is served for (in the browser: the account cookie, as the server read it).
 */
export function createAppRoot(
  ssrPath?: string,
  rememberedAccount: Address | undefined = typeof document === 'undefined'
    ? undefined
    : accountFromCookie(document.cookie),
): {
  element: React.JSX.Element
  walletLoader: WalletLoader
  services: AppServices
} {
  // The wallet module is its own chunk: a first visit paints without it and fetches it on intent.
  const walletLoader = createWalletLoader(async () => {
    // Both chunks at once: the transaction store is its own chunk, outside the connect path's idle hints.
    void import('./transactions.ts') // starts its fetch beside the wallet's
    const { wallet, signIn } = await import('./wallet.ts')
    const { transactions } = await import('./transactions.ts')
    // Resume the last wallet without prompting (eth_accounts only, time-limited by the module).
    void wallet.reconnect()
    return { wallet, transactions, signIn }
  })
  const services = createAppServices(walletLoader)
  const signIn = appConfig.siwe
    ? walletLoader
        .whenLoaded()
        .then(({ signIn: pending }) => pending ?? Promise.reject(new Error('Sign-in is not configured')))
    : undefined
  const element = (
    <StrictMode>
      <App
        wallet={createIdleWallet(
          appConfig.chains,
          () => walletLoader.load().then((loaded) => loaded.wallet),
          () => walletLoader.whenLoaded().then((loaded) => loaded.wallet),
          callLogPolicy,
        )}
        transactions={createIdleTransactions()}
        walletLoader={walletLoader}
        readers={accountReaders}
        services={services}
        docsUrl={appConfig.docsUrl}
        signIn={signIn}
        base={basePath}
        ssrPath={ssrPath}
        rememberedAccount={rememberedAccount}
        devPhoneWalletUrl={devPhoneWalletUrl}
      />
    </StrictMode>
  )
  return { element, walletLoader, services }
}

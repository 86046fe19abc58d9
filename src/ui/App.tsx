import type { Address } from 'viem'
import { Router } from 'wouter'
import type { TransactionStore, Wallet } from '../wallet/index.ts'
import type { SignIn } from '../wallet/signIn.ts'
import type { AccountReaders } from './accountReads/accountReaders.ts'
import { ErrorBoundary } from './kit/ErrorBoundary'
import { AppServicesProvider, type AppServices } from './app/AppServices.tsx'
import { Layout } from './shell/Layout'
import { AppRoutes } from './shell/routes/AppRoutes'
import { SignInHost } from './signIn/SignInHost'
import { ModalProvider } from './modals/ModalProvider'
import { DevPhoneWalletContext } from './connect/devPhoneWallet'
import type { WalletLoader } from './loading/walletLoader'
import { WalletProvider } from './wallet/WalletProvider'
// The theme's variables, written at build time (scripts/vite/themeCssPlugin.ts), before the base styles that use them.
import 'virtual:theme.css'
import './theme/base.css'

export interface AppProps {
  /** The wallet; with `walletLoader`, the idle stand-in shown until the wallet module loads. */
  readonly wallet: Wallet
  readonly transactions: TransactionStore
  /** Loads the wallet module on demand (src/main.tsx); absent: `wallet` is the real one. */
  readonly walletLoader?: WalletLoader
  /** Balance and ENS reads for the account views. */
  readonly readers: AccountReaders
  /** Chain settings, and the app context for the staking and minting pages. */
  readonly services: AppServices
  readonly docsUrl: string
  /** Router base path (Vite's BASE_URL without its trailing slash). */
  readonly base?: string
  /** Sign-in ("Verify your account"), when configured. */
  readonly signIn?: Promise<SignIn>
  /** The route to render where there is no location (the build's prerender). */
  readonly ssrPath?: string | undefined
  /** 'compact' forces the compact Connect dialog on wide screens too (default: by width). */
  readonly connectModalSize?: 'compact' | 'wide'
  /** Development with the local WalletConnect relay: the Dev Phone Wallet page the QR step links to. */
  readonly devPhoneWalletUrl?: string | undefined
  /**
   * The account the page was served for (the account cookie, `accountFromCookie`): the header shows it while the
   * wallet reconnects, from the first paint. The same on the server and in the browser's first render.
   */
  readonly rememberedAccount?: Address | undefined
}

/**
 * The whole app: wallet context, dialogs, layout and routes. Two error boundaries:
 * the inner one keeps the header and drawer usable when a page fails; the outer one catches the rest.
 */
export function App({
  wallet,
  transactions,
  walletLoader,
  readers,
  services,
  docsUrl,
  base = '',
  signIn,
  connectModalSize,
  ssrPath,
  devPhoneWalletUrl,
  rememberedAccount,
}: AppProps) {
  return (
    <ErrorBoundary>
      <WalletProvider
        wallet={wallet}
        transactions={transactions}
        loader={walletLoader}
        readers={readers}
        rememberedAccount={rememberedAccount}
      >
        <AppServicesProvider services={services}>
          <DevPhoneWalletContext.Provider value={devPhoneWalletUrl}>
            <ModalProvider connectModalSize={connectModalSize}>
              <Router base={base} ssrPath={ssrPath}>
                <Layout docsUrl={docsUrl}>
                  <ErrorBoundary>
                    <AppRoutes />
                  </ErrorBoundary>
                </Layout>
              </Router>
              <SignInHost signIn={signIn} />
            </ModalProvider>
          </DevPhoneWalletContext.Provider>
        </AppServicesProvider>
      </WalletProvider>
    </ErrorBoundary>
  )
}

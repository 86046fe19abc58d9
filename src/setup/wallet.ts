/**
 * The app's single wallet, transaction history and sign-in, created once from the configuration.
 * A chunk of its own: src/main.tsx loads it through createWalletLoader (at once for a returning
 * visitor, else on intent); views receive it through WalletProvider, app logic through the app
 * context (src/setup/services.ts).
 */
import { subscribeKey } from 'valtio/vanilla/utils'
import { LOCAL_CHAIN_ID } from '../chains/index.ts'
import { createWallet, safeStorage, type ConnectorFactory } from '../wallet/index.ts'
import { safeConnector } from '../wallet/safe.ts'
import type { SignIn } from '../wallet/signIn.ts'
import { walletConnectConnector } from '../wallet/walletconnect.ts'
import { callLogPolicy } from './callLogPolicy.ts'
import { appConfig } from './config.ts'
import { browserAccountJar } from './rememberAccount.ts'

export const APP_NAME = 'StakeMint'

/** The Dev Wallet, only in development against the local chain; production builds drop this branch. */
async function developmentConnectors(): Promise<ConnectorFactory[]> {
  if (import.meta.env.DEV) {
    const local = appConfig.chains.find((chain) => chain.id === LOCAL_CHAIN_ID)
    if (local && appConfig.localRpcUrl) {
      // The prompts decode requests as /calls does (src/app/decode.ts): sign-in text, function and amounts.
      const [{ devWallet }, { describeRequest, describeRequestText }] = await Promise.all([
        import('../wallet/dev.ts'),
        import('../app/decode.ts'),
      ])
      const batchExecutor = appConfig.devBatchExecutor
      return [
        devWallet({
          chain: local,
          rpcUrl: appConfig.localRpcUrl,
          describe: ({ method, params }) => {
            const description = describeRequest(method, params, local.id, appConfig.contracts)
            return description && describeRequestText(description)
          },
          ...(batchExecutor ? { batchExecutor } : {}),
          // The other configured networks, read through the app's RPC settings: the wrong-network page can be tried.
          otherNetworks: appConfig.chains
            .filter((chain) => chain.id !== local.id)
            .map((chain) => ({ chain, rpcUrl: appConfig.rpcUrls[chain.id] })),
        }),
      ]
    }
  }
  return []
}

export const wallet = createWallet({
  chains: appConfig.chains,
  appName: APP_NAME,
  walletConnectProjectId: appConfig.wcProjectId,
  walletConnectRelayUrl: appConfig.wcRelayUrl, // development and tests: the local stand-in relay
  walletConnectRequestTimeoutMs: appConfig.wcRequestTimeoutMs, // development only; default 5 minutes
  walletConnect: walletConnectConnector, // loads its code and the SDK on first use
  safe: safeConnector,
  extraConnectors: await developmentConnectors(),
  // The seven built-in wallets this app offers, in display order (announced wallets are added).
  wallets: ['injected', 'safe', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'],
  callLog: {
    limit: callLogPolicy.limit,
    persist: { maxEntries: callLogPolicy.keptAcrossReload },
    // The app's server signs the chain's head after each action (server/callLog); only hashes are posted.
    checkpoints: { url: '/api/calls/checkpoint' },
  },
})

// The server shows a returning visitor's address in the first paint from this cookie (server/static.ts). Not in the
// build's prerender, which loads this module without a document.
// The cookie's validating writer loads beside the wallet, not in the connect path's idle hints (a tick later is soon
// enough: the cookie serves the next page load).
if (typeof document !== 'undefined')
  void import('./keepAccountCookie.ts').then(({ rememberAccount }) =>
    rememberAccount(wallet, browserAccountJar(safeStorage('local'))),
  )

/** Resolves once a wallet starts to connect or reconnect: a visitor without a wallet never loads sign-in code. */
function walletInUse(): Promise<void> {
  return new Promise((resolve) => {
    if (wallet.state.status !== 'disconnected') return resolve()
    const stop = subscribeKey(wallet.state, 'status', (status) => {
      if (status === 'disconnected') return
      stop()
      resolve()
    })
  })
}

/** Sign-in ("Verify your account") when VITE_SIWE=true; its code (and viem/siwe) is a chunk fetched once a wallet is in use. */
export const signIn: Promise<SignIn> | undefined = appConfig.siwe
  ? walletInUse()
      .then(() => import('../wallet/signIn.ts'))
      .then(({ createSignIn, createSiweAdapter }) =>
        createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe' }) }),
      )
  : undefined

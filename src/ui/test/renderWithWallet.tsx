import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { foundry, polygon } from 'viem/chains'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AppContext, ChainSettings } from '../../app/index.ts'
import { createTransactionStore, createWallet, type TransactionStore, type Wallet } from '../../wallet/index.ts'
import type { AccountReaders } from '../accountReads/accountReaders'
import { ModalProvider } from '../modals/ModalProvider'
import { AppServicesProvider, type AppServices, type LiveReads } from '../app/AppServices.tsx'
import { WalletProvider } from '../wallet/WalletProvider'
import { createScriptedProvider } from './scriptedProvider'

export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

/**
 * A real wallet module over a scripted legacy `window.ethereum` (flagged MetaMask), on the local
 * chain 31337 with Polygon 137 configured as the second chain.
 */
export function createTestWallet(options: { chainId?: number; knownChains?: number[] } = {}) {
  const scripted = createScriptedProvider({
    account: TEST_ACCOUNT,
    chainId: options.chainId ?? foundry.id,
    knownChains: options.knownChains ?? [],
  })
  scripted.provider.isMetaMask = true
  Object.assign(window, { ethereum: scripted.provider })
  const wallet = createWallet({ chains: [foundry, polygon], appName: 'Test', storage: localStorage })
  return { wallet, scripted }
}

/** Removes what createTestWallet put on the window and in storage. */
export function disposeTestWallet(wallet: Wallet | undefined) {
  wallet?.destroy()
  Reflect.deleteProperty(window, 'ethereum')
  localStorage.clear()
}

/** Chain reads without a node: 1.5 ETH everywhere, no ENS names, no blocks. */
export const offlineReaders: AccountReaders = {
  getBalance: () => Promise.resolve(1_500_000_000_000_000_000n),
  watchBalance: () => () => undefined,
  lookupEnsName: () => Promise.resolve(null),
  lookupEnsAvatar: () => Promise.resolve(null),
}

/** No node in component tests: no block ever arrives, and every read fails plainly. */
export const offlineLiveReads: LiveReads = {
  blocks: { watch: () => () => undefined },
  rpc: { request: () => Promise.reject(new Error('no node in component tests')) },
}

/** Chain settings and an app context without a node: no contracts configured, no read clients. */
export function testServices(
  wallet: Wallet,
  transactions: TransactionStore,
  settings: Partial<ChainSettings> = {},
): AppServices {
  const chainSettings: ChainSettings = { chains: wallet.chains, contracts: {}, rpcUrls: {}, ...settings }
  const context: AppContext = {
    ...chainSettings,
    wallet,
    transactions,
    client: () => {
      throw new Error('no chain client in component tests')
    },
    blocks: offlineLiveReads.blocks,
  }
  const loaded = Promise.resolve(context)
  return {
    settings: chainSettings,
    live: offlineLiveReads,
    loadContext: () => loaded,
    currentContext: () => context,
  }
}

/** Renders `ui` inside the wallet, transactions and dialog providers, at `path` of a memory router. */
export function renderWithWallet(
  ui: ReactNode,
  wallet: Wallet,
  path = '/',
  readers: AccountReaders = offlineReaders,
  settings: Partial<ChainSettings> = {},
) {
  const transactions = createTransactionStore({
    storage: localStorage,
    // No node in component tests: pending transactions simply stay pending.
    getClient: () => {
      throw new Error('no chain client in component tests')
    },
  })
  const location = memoryLocation({ path })
  const result = render(
    <WalletProvider wallet={wallet} transactions={transactions} readers={readers}>
      <AppServicesProvider services={testServices(wallet, transactions, settings)}>
        <ModalProvider>
          <Router hook={location.hook}>{ui}</Router>
        </ModalProvider>
      </AppServicesProvider>
    </WalletProvider>,
  )
  return { ...result, transactions }
}

/** Makes matchMedia answer `matches` for the given queries (happy-dom evaluates none of ours). */
export function mockMediaQueries(matching: readonly string[]) {
  const listeners = new Set<() => void>()
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList
}

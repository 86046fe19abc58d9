/** Builds a wallet over scripted providers for unit tests, and tears every one down after each test. */
import { optimism, polygon } from 'viem/chains'
import { afterEach } from 'vitest'
import { createWallet } from '../store/createWallet.ts'
import type { Wallet, WalletConfig } from '../store/walletApi.ts'
import {
  announce,
  flush,
  memoryStorage,
  scriptedProvider,
  type Handler,
  type ScriptedProvider,
} from './scriptedProvider.ts'

const created: Wallet[] = []
afterEach(() => {
  for (const wallet of created.splice(0)) wallet.destroy()
  delete (window as unknown as { ethereum?: unknown }).ethereum
})

export interface Fixture {
  wallet: Wallet
  provider: ScriptedProvider
  storage: Storage
}

/** A wallet with MetaMask announced through EIP-6963 (option id 'metaMask'). */
export async function walletWithMetaMask(
  handlers: Record<string, Handler> = {},
  config: Partial<WalletConfig> & { storage?: Storage } = {},
): Promise<Fixture> {
  const storage = config.storage ?? memoryStorage()
  const provider = scriptedProvider(handlers)
  const wallet = newWallet({ ...config, storage })
  announce(window, provider, { uuid: `uuid-${created.length}`, name: 'MetaMask', rdns: 'io.metamask' })
  await flush()
  return { wallet, provider, storage }
}

export function newWallet(config: Partial<WalletConfig> = {}): Wallet {
  const wallet = createWallet({
    chains: [polygon, optimism],
    appName: 'Test',
    window,
    storage: memoryStorage(),
    ...config,
  })
  created.push(wallet)
  return wallet
}

/**
 * What the views receive from the setup: account readers and the app context, each loading its
 * chunk (read clients, wallet module) on first use, so the first paint carries neither.
 */
import type { AppContext } from '../app/index.ts'
import type { JsonRpcCall } from '../chains/index.ts'
import type { AccountReaders, AppServices, WalletLoader } from '../ui/index.ts'
import { appConfig } from './config.ts'
import { liveReads, rpcUrlOf } from './liveReads.ts'

const balanceCall = (address: string): JsonRpcCall => ({ method: 'eth_getBalance', params: [address, 'latest'] })

/** Balance reads through the live-read batcher, on the page's block poll; ENS through the read clients and the one-day cache. */
export const accountReaders: AccountReaders = {
  async getBalance(address, chainId) {
    const wei = await liveReads.rpc.request(rpcUrlOf(chainId), balanceCall(address))
    return BigInt(String(wei))
  },
  // The balance call rides along with the block poll: one request per new block with Home's totals.
  watchBalance: (address, chainId, { onBalance, onError }) =>
    liveReads.blocks.watch(chainId, {
      calls: [balanceCall(address)],
      onBlock: (_blockNumber, results) => void results.then(([wei]) => onBalance(BigInt(String(wei))), onError),
    }),
  lookupEnsName: (address) => import('./clients.ts').then(({ lookupName }) => lookupName(address)),
  lookupEnsAvatar: (name) => import('./clients.ts').then(({ lookupAvatar }) => lookupAvatar(name)),
}

/** The app services for the views: settings at once, the app context once the wallet module and clients load. */
export function createAppServices(walletLoader: WalletLoader): AppServices {
  let pending: Promise<AppContext> | undefined
  let loaded: AppContext | undefined
  return {
    settings: appConfig,
    live: liveReads,
    currentContext: () => loaded,
    loadContext() {
      pending ??= Promise.all([
        walletLoader.load(),
        import('./clients.ts').then(({ client, blockReadClient }) => ({ client, blockReadClient })),
      ]).then(
        ([{ wallet, transactions }, clients]): AppContext =>
          (loaded = { ...appConfig, wallet, transactions, ...clients, blocks: liveReads.blocks }),
        (error: unknown) => {
          pending = undefined // offline or a new deploy: the next visit to the page tries again
          throw error
        },
      )
      return pending
    },
  }
}

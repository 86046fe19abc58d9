/**
 * The Dev Wallet: a funded local account (anvil dev account 0 of the 'test test … junk' mnemonic)
 * on the local chain 31337, asking Approve / Reject for every prompting request.
 * Development only: the app imports this entry dynamically inside `if (import.meta.env.DEV)` and
 * only when the local chain is configured, so production builds do not contain it.
 *
 * @example
 * if (import.meta.env.DEV && localChain) {
 *   const { devWallet } = await import('./wallet/connectors/dev/index.ts')
 *   extraConnectors.push(devWallet({ chain: localChain }))
 * }
 */
import { mnemonicToAccount } from 'viem/accounts'
import type { Address, Chain } from 'viem'
import { createInjectedConnector } from '../injected/createInjectedConnector.ts'
import { walletIcons } from '../../options/icons.ts'
import type { ConnectorFactory } from '../../types.ts'
import { createDevProvider, type DevNetwork } from './createDevProvider.ts'
import { showDevPrompt, type DevConfirm, type DevDescribe } from './devPrompt.ts'
import { guardedConfig } from '../../errors/boundary.ts'

/** The well-known anvil / hardhat development mnemonic. Its keys hold test funds only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_CHAIN_ID = 31337

export interface DevWalletOptions {
  /** The local chain (id 31337). */
  readonly chain: Chain
  /** Default: the chain's first HTTP RPC URL. */
  readonly rpcUrl?: string | undefined
  /** Default: the in-page Approve / Reject prompt. Tests pass a scripted answer. */
  readonly confirm?: DevConfirm | undefined
  /** Puts requests in words for the prompt (e.g. calldata decoded with the app's ABIs). */
  readonly describe?: DevDescribe | undefined
  /** Which dev account (default 0). */
  readonly addressIndex?: number | undefined
  /**
   * A BatchExecutor contract the account delegates to (EIP-7702) so that EIP-5792 batches run as one
   * atomic transaction; the local stack deploys one. Without it batches run call by call.
   */
  readonly batchExecutor?: Address | undefined
  /**
   * The app's other networks, so that switching to one (and seeing the app there) can be tried: the wallet reads
   * through their RPC and sends and signs typed data only on the local chain.
   */
  readonly otherNetworks?: readonly DevNetwork[] | undefined
}

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function devWallet(options: DevWalletOptions): ConnectorFactory {
  return guardedConfig('devWallet', () => buildDevWallet(options))
}

function buildDevWallet(options: DevWalletOptions): ConnectorFactory {
  if (options.chain.id !== DEV_CHAIN_ID)
    throw new Error(`The Dev Wallet runs on the local chain ${DEV_CHAIN_ID}, not ${options.chain.id}.`)
  const rpcUrl = options.rpcUrl ?? options.chain.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error('The Dev Wallet needs the local chain RPC URL.')
  return {
    option: {
      id: 'dev',
      name: 'Dev Wallet',
      shortName: 'Dev',
      iconUrl: walletIcons.dev,
      iconBackground: '#3C3C3D',
      iconAccent: '#FFDD55',
      hint: 'local chain, no extension needed',
    },
    create(context) {
      const provider = createDevProvider({
        account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: options.addressIndex ?? 0 }),
        chain: options.chain,
        rpcUrl,
        confirm: options.confirm ?? ((request) => showDevPrompt(request)),
        describe: options.describe,
        storage: context.storage,
        ...(options.batchExecutor ? { batchExecutor: options.batchExecutor } : {}),
        otherNetworks: options.otherNetworks,
      })
      return createInjectedConnector({ name: 'Dev Wallet', type: 'dev', findProvider: () => provider }, context)
    },
  }
}

export { showDevPrompt } from './devPrompt.ts'
export type { DevConfirm, DevDescribe, DevPromptRequest } from './devPrompt.ts'
export type { DevNetwork } from './createDevProvider.ts'
export { createDevProvider } from './createDevProvider.ts'

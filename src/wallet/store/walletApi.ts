/** The public shape of `createWallet`: its configuration and the object it returns. */
import type { Address, Chain, Hex, SignableMessage, TypedData, TypedDataDefinition, WalletClient } from 'viem'
import type { CallLog } from '../callLog/createCallLog.ts'
import type {
  ConnectorFactory,
  RequestArguments,
  SafeConnectorFactory,
  WalletConnectConnectorFactory,
  WalletState,
  WalletStorage,
} from '../types.ts'

export interface WalletConfig {
  /** At least one: 'must have at least one chain'. */
  readonly chains: readonly Chain[]
  readonly appName: string
  /** WalletConnect Cloud project id; without it the WalletConnect options are '(unsupported)'. */
  readonly walletConnectProjectId?: string
  /** Builds WalletConnect connectors (a lazy chunk); supplied by src/wallet/connectors/walletConnect. */
  readonly walletConnect?: WalletConnectConnectorFactory
  /** Builds the Safe connector; without it Safe shows '(unsupported)'. */
  readonly safe?: SafeConnectorFactory
  /** Default localStorage: recent wallets, last wallet, `<id>.disconnected`. */
  readonly storage?: WalletStorage
  /** Extra wallets (e.g. the Dev Wallet in development). */
  readonly extraConnectors?: readonly ConnectorFactory[]
  /** Overall limit of `reconnect()`, default 10 000 ms. */
  readonly reconnectTimeoutMs?: number
  /** The window to discover wallets in (default: globalThis.window). */
  readonly window?: Window
}

/** Events of the connection, with the unsupported flag computed against the configured chains. */
export type WalletEvent =
  | { readonly type: 'connecting'; readonly walletId: string }
  | { readonly type: 'change'; readonly address: Address; readonly accounts: readonly Address[]; readonly chainId: number; readonly unsupported: boolean }
  | { readonly type: 'disconnect' }

export interface SendTransactionParameters {
  readonly to?: Address
  readonly value?: bigint
  readonly data?: Hex
  readonly gas?: bigint
  readonly nonce?: number
  /** Default: the spec's rule, max fee = 120% of base fee + priority. */
  readonly maxFeePerGas?: bigint
  /** Default: 1.5 gwei. */
  readonly maxPriorityFeePerGas?: bigint
  /** When given and different from the wallet's chain, the wallet is asked to switch first. */
  readonly chainId?: number
}

export interface WatchAssetParameters {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
  readonly image?: string
}

export interface Wallet {
  /** valtio proxy: subscribe with valtio's `subscribe`, read in React with `useSnapshot`. */
  readonly state: WalletState
  readonly callLog: CallLog
  readonly chains: readonly Chain[]
  /** Prompting connect. A rejection (4001) returns quietly to disconnected; other errors reject and land in state.error. */
  connect(optionId: string): Promise<void>
  /** On page load: the last wallet, eth_accounts only, time-limited; never after an explicit disconnect. */
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  /** wallet_switchEthereumChain; on an unknown chain wallet_addEthereumChain, then switch again. */
  switchChain(chainId: number): Promise<void>
  /** wallet_addEthereumChain with the configured chain's data from viem. */
  addChain(chainId: number): Promise<void>
  /** The one request path to the connected wallet (logged, errors mapped). */
  request(args: RequestArguments): Promise<unknown>
  getAccounts(): Promise<Address[]>
  requestAccounts(): Promise<Address[]>
  getChainId(): Promise<number>
  signMessage(message: SignableMessage): Promise<Hex>
  signTypedData<const T extends TypedData | Record<string, unknown>, P extends keyof T | 'EIP712Domain'>(
    typedData: TypedDataDefinition<T, P>,
  ): Promise<Hex>
  sendTransaction(transaction: SendTransactionParameters): Promise<Hex>
  watchAsset(asset: WatchAssetParameters): Promise<boolean>
  getPermissions(): Promise<unknown>
  requestPermissions(permissions?: Record<string, object>): Promise<unknown>
  /**
   * A viem wallet client over the connected wallet (its requests take the same logged path);
   * undefined while disconnected. Async: viem's wallet actions load on first use.
   */
  walletClient(): Promise<WalletClient | undefined>
  /** connecting / change / disconnect; returns the unsubscribe function. */
  onEvent(listener: (event: WalletEvent) => void): () => void
  /** Stops discovery listeners and drops the session (for tests and hot reload). */
  destroy(): void
}

/** The public shape of `createWallet`: its configuration and the object it returns. */
import type {
  Address,
  Chain,
  Hash,
  Hex,
  SignableMessage,
  Transport,
  TransactionReceipt,
  TypedData,
  TypedDataDefinition,
  WalletClient,
} from 'viem'
import type { FeeRule } from '../actions/fees.ts'
import type { CallLog, CallLogOptions } from '../callLog/createCallLog.ts'
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
  readonly walletConnectProjectId?: string | undefined
  /**
   * A WalletConnect relay other than WalletConnect's own (`ws://…`): the local stand-in relay of development
   * and tests. With it no project id is needed, and the SDK skips its Verify API (nothing can attest a
   * loopback app). Leave it unset in production.
   */
  readonly walletConnectRelayUrl?: string | undefined
  /**
   * How long a WalletConnect request (and the approval of a new session) may wait for the person in the
   * wallet app before it fails with WalletTimeoutError; default `SESSION_REQUEST_TIMEOUT_MS`, 5 minutes.
   */
  readonly walletConnectRequestTimeoutMs?: number | undefined
  /** Builds WalletConnect connectors (a lazy chunk); supplied by src/wallet/connectors/walletConnect. */
  readonly walletConnect?: WalletConnectConnectorFactory | undefined
  /** Builds the Safe connector; without it Safe shows '(unsupported)'. */
  readonly safe?: SafeConnectorFactory | undefined
  /** Default `safeStorage('local')` (localStorage, or memory where it is blocked): recent wallets, last wallet, `<id>.disconnected`. */
  readonly storage?: WalletStorage | undefined
  /** Prefix of every key the module stores (default `DEFAULT_STORAGE_PREFIX`, 'wallet.'); two apps on one origin use different ones. */
  readonly storageKeyPrefix?: string | undefined
  /**
   * Ids of the built-in wallets to offer, in this order (default: all of `offeredWallets`). Wallets
   * announced through EIP-6963 and `extraConnectors` always appear.
   */
  readonly wallets?: readonly string[] | undefined
  /** Read-only transport per chain id for `waitForTransactionReceipt` (default: viem `http()` on the chain's default RPC URL). */
  readonly transports?: Readonly<Record<number, Transport>> | undefined
  /** The fee rule `sendTransaction` applies when the caller gives no fees (default `feesFromBaseFee`). */
  readonly fees?: FeeRule | undefined
  /** The call log: size, redaction, persistence in sessionStorage (off by default). */
  readonly callLog?: CallLogOptions | undefined
  /** Extra wallets (e.g. the Dev Wallet in development). */
  readonly extraConnectors?: readonly ConnectorFactory[] | undefined
  /** Overall limit of `reconnect()`, default 10 000 ms. */
  readonly reconnectTimeoutMs?: number | undefined
  /** The window to discover wallets in (default: globalThis.window). */
  readonly window?: Window | undefined
}

/** Events of the connection, with the unsupported flag computed against the configured chains. */
export type WalletEvent =
  | { readonly type: 'connecting'; readonly walletId: string }
  | {
      readonly type: 'change'
      readonly address: Address
      readonly accounts: readonly Address[]
      readonly chainId: number
      readonly unsupported: boolean
    }
  | { readonly type: 'disconnect' }

export interface SendTransactionParameters {
  readonly to?: Address | undefined
  readonly value?: bigint | undefined
  readonly data?: Hex | undefined
  readonly gas?: bigint | undefined
  readonly nonce?: number | undefined
  /** Default: the configured fee rule (`feesFromBaseFee`: max fee = 120% of base fee + priority). */
  readonly maxFeePerGas?: bigint | undefined
  /** Default: the configured fee rule (`PRIORITY_FEE`, 1.5 gwei). */
  readonly maxPriorityFeePerGas?: bigint | undefined
  /** When given and different from the wallet's chain, the wallet is asked to switch first. */
  readonly chainId?: number | undefined
}

export interface WatchAssetParameters {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
  readonly image?: string | undefined
}

export interface WaitForReceiptOptions {
  /** Default: the wallet's chain when it is a configured one, else the first configured chain. */
  readonly chainId?: number | undefined
  /** Default 1. */
  readonly confirmations?: number | undefined
  /** Default `RECEIPT_TIMEOUT_MS` (3 minutes); then `WalletTimeoutError`. */
  readonly timeoutMs?: number | undefined
}

/**
 * The wallet calls that can run inside one operation of the call log: on `Wallet` each call is an
 * operation of its own; on `wallet.operation()` all of them share the caller's.
 */
export interface WalletCalls {
  /** wallet_switchEthereumChain; on an unknown chain wallet_addEthereumChain, then switch again. */
  switchChain(chainId: number): Promise<void>
  /** The one request path to the connected wallet (logged, errors mapped). */
  request(args: RequestArguments): Promise<unknown>
  signMessage(message: SignableMessage): Promise<Hex>
  signTypedData<const T extends TypedData | Record<string, unknown>, P extends keyof T | 'EIP712Domain'>(
    typedData: TypedDataDefinition<T, P>,
  ): Promise<Hex>
  sendTransaction(transaction: SendTransactionParameters): Promise<Hex>
  /**
   * A viem wallet client over the connected wallet (its requests take the same logged path);
   * undefined while disconnected. Async: viem's wallet actions load on first use.
   */
  getWalletClient(): Promise<WalletClient | undefined>
  /**
   * Waits for a transaction's receipt over the chain's read transport (not the wallet), so it works
   * for any hash and without the transaction store. A reverted transaction resolves too: check `status`.
   * The outcome is logged as a `receipt` entry.
   */
  waitForTransactionReceipt(hash: Hash, options?: WaitForReceiptOptions): Promise<TransactionReceipt>
}

/** A receipt the app read itself, reported to the call log (`WalletOperation.recordReceipt`). */
export interface ReportedReceipt {
  readonly transactionHash: Hash
  readonly status: 'success' | 'reverted'
  readonly blockNumber?: bigint | undefined
  /** Default: the wallet's chain. */
  readonly chainId?: number | undefined
}

/**
 * How an operation ended, as its caller saw it (`WalletOperation.end`). `reason` is the short sentence the
 * person was shown (never a stack):
 * - `succeeded`: it did what it was for;
 * - `not-sent`: it failed before anything was sent (a check, a revert in the fee estimate, the node down,
 *   the wrong network);
 * - `rejected`: the person refused in the wallet;
 * - `failed`: the wallet or the node failed after something was asked;
 * - `reverted`: it was sent and failed on chain.
 */
export type OperationEnd =
  | { readonly status: 'succeeded' }
  | { readonly status: 'not-sent'; readonly reason: string }
  | { readonly status: 'rejected'; readonly reason?: string | undefined }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'reverted'; readonly reason?: string | undefined }

/**
 * One operation of the caller (say, one user action: approve, stake and their receipts): every call
 * made through it, and what the wallet sends meanwhile, shares its `id` in the call log.
 */
export interface WalletOperation extends WalletCalls {
  readonly id: string
  /** Logs the outcome of a receipt the app waited for itself (not through `waitForTransactionReceipt`). */
  recordReceipt(receipt: ReportedReceipt): void
  /**
   * Ends the operation: one `operation-end` marker with `{ status, reason? }` and the operation's id. Only the
   * first call writes; later ones do nothing. Call it on every path (a `finally`), so no operation stays open.
   */
  end(outcome: OperationEnd): void
}

export interface Wallet extends WalletCalls {
  /** valtio proxy: subscribe with valtio's `subscribe`, read in React with `useSnapshot`. */
  readonly state: WalletState
  readonly callLog: CallLog
  readonly chains: readonly Chain[]
  /**
   * Prompting connect; resolves once connected. A rejection (4001, 5000) leaves the state as it was
   * (no state.error) and rejects with `UserRejectedError`; other errors reject and land in state.error.
   */
  connect(optionId: string): Promise<void>
  /** On page load: the last wallet, eth_accounts only, time-limited; never after an explicit disconnect. */
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  /** wallet_addEthereumChain with the configured chain's data from viem. */
  addChain(chainId: number): Promise<void>
  getAccounts(): Promise<Address[]>
  requestAccounts(): Promise<Address[]>
  getChainId(): Promise<number>
  watchAsset(asset: WatchAssetParameters): Promise<boolean>
  getPermissions(): Promise<unknown>
  requestPermissions(permissions?: Record<string, object>): Promise<unknown>
  /**
   * Opens an operation of the call log for one action of the caller (`label` is logged with it, in an
   * `operation` marker): the calls made through the returned object share its id, and `end(outcome)` closes it.
   * @example
   * const op = wallet.operation('stake')
   * let outcome: OperationEnd = { status: 'failed', reason: 'The stake did not finish.' }
   * try {
   *   const hash = await op.sendTransaction({ to, data })
   *   const receipt = await op.waitForTransactionReceipt(hash)
   *   outcome = receipt.status === 'success' ? { status: 'succeeded' } : { status: 'reverted' }
   * } finally {
   *   op.end(outcome)
   * }
   */
  operation(label: string): WalletOperation
  /**
   * Calls `listener(next, previous)` when the selected value changes (compared with Object.is), a
   * microtask after the change; returns the unsubscribe function. For code that does not use valtio.
   */
  watch<T>(selector: (state: WalletState) => T, listener: (next: T, previous: T) => void): () => void
  /** connecting / change / disconnect; returns the unsubscribe function. */
  onEvent(listener: (event: WalletEvent) => void): () => void
  /** Stops discovery listeners and drops the session (for tests and hot reload). */
  destroy(): void
}

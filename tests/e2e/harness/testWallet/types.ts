import type { Address } from 'viem'

export type Announce = 'eip6963' | 'legacy' | 'both'

export type WalletFlags = {
  isMetaMask?: boolean
  isBraveWallet?: boolean
  isCoinbaseWallet?: boolean
  isRainbow?: boolean
}

export type TestWalletOptions = {
  announce: Announce
  name?: string
  rdns?: string
  /** data: URI or URL of the wallet's icon (EIP-6963 info.icon). */
  icon?: string
  uuid?: string
  flags?: WalletFlags
  /** Which dev account (of the `test … junk` mnemonic) the wallet holds; default 0. */
  accountIndex?: number
  /** RPC URL per chain id the wallet forwards to; defaults to the stack's chains. */
  chains?: Record<number, string>
  /**
   * Signs eth_signTypedData_v4 (default true). Neither variant speaks EIP-5792: wallet_getCapabilities
   * reaches anvil, which answers -32601, as a wallet without batches does.
   */
  signsTypedData?: boolean
  /** Switch chains without emitting chainChanged, as some wallets do (default false). */
  silentChainSwitch?: boolean
}

/** The error shape EIP-1193 wallets reject with. */
export type RpcErrorShape = { code: number; message: string; data?: unknown }

/** What crosses page.exposeFunction: thrown errors would lose their `code` on the way (page.exposeFunction keeps only name, message and stack). */
export type RpcEnvelope = { ok: true; result: unknown } | { ok: false; error: RpcErrorShape }

export type RecordedRequest = { method: string; params: unknown }

export type TestWalletController = {
  readonly address: Address
  /** The chain the wallet is on now. */
  readonly chainId: number
  /** Every request the page sent, in order. */
  readonly requests: RecordedRequest[]
  /** The next call of `method` fails with `code` (default 4001, user rejected). */
  rejectNext(method: string, code?: number): void
  /** The next call of `method` fails with this error. */
  failNext(method: string, error: RpcErrorShape): void
  /** The next call of `method` answers `result` as it is, without doing anything (a wallet answering nonsense). */
  answerNext(method: string, result: unknown): void
  /** The next call of `method` never answers. */
  hangNext(method: string): void
  /**
   * The next call of `method` waits (a wallet prompt left open) until the returned function is called,
   * then is answered as usual. Several holds queue up: each takes the next call.
   */
  holdNext(method: string): () => void
  /** Sets the wallet's accounts and emits accountsChanged; [] means the wallet disconnected the site. */
  setAccounts(addresses: string[]): Promise<void>
  /** Moves the wallet to `chainId` and emits chainChanged (hex). */
  setChain(chainId: number): Promise<void>
  /** Emits any provider event in the page. */
  emit(event: string, payload: unknown): Promise<void>
}

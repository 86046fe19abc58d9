/**
 * The one choke point that turns whatever a wallet threw into a typed `WalletError`.
 * One row per code; viem's matching RPC error class is kept in the cause chain, so
 * `err.walk((e) => e instanceof UserRejectedRequestError)` works too.
 */
import {
  BaseError,
  ChainDisconnectedError as ViemChainDisconnectedError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { RawProviderError, WalletError, type WalletErrorOptions } from './WalletError.ts'
import {
  ChainDisconnectedError,
  DisconnectedError,
  UnauthorizedError,
  UnknownChainError,
  UnsupportedMethodError,
  UserRejectedError,
} from './providerErrors.ts'
import {
  InternalWalletError,
  InvalidRequestError,
  LimitExceededError,
  MethodNotFoundError,
  RequestPendingError,
  TransactionRejectedError,
  UnknownWalletError,
} from './rpcErrors.ts'

export type WalletErrorClass = new (options?: WalletErrorOptions) => WalletError
type ViemErrorClass = new (cause: Error) => Error
type Row = { readonly error: WalletErrorClass; readonly viem?: ViemErrorClass }

const rows = new Map<number | string, Row>([
  [4001, { error: UserRejectedError, viem: UserRejectedRequestError }],
  [5000, { error: UserRejectedError }], // WalletConnect session: user rejected
  [4100, { error: UnauthorizedError, viem: UnauthorizedProviderError }],
  [4200, { error: UnsupportedMethodError, viem: UnsupportedProviderMethodError }],
  [4900, { error: DisconnectedError, viem: ProviderDisconnectedError }],
  [4901, { error: ChainDisconnectedError, viem: ViemChainDisconnectedError }],
  [4902, { error: UnknownChainError, viem: SwitchChainError }],
  [-32002, { error: RequestPendingError, viem: ResourceUnavailableRpcError }],
  [-32603, { error: InternalWalletError, viem: InternalRpcError }],
  [-32700, { error: InvalidRequestError, viem: ParseRpcError }],
  [-32600, { error: InvalidRequestError, viem: InvalidRequestRpcError }],
  [-32602, { error: InvalidRequestError, viem: InvalidParamsRpcError }],
  [-32000, { error: InvalidRequestError, viem: InvalidInputRpcError }],
  [-32601, { error: MethodNotFoundError, viem: MethodNotFoundRpcError }],
  [-32004, { error: MethodNotFoundError, viem: MethodNotSupportedRpcError }],
  [-32003, { error: TransactionRejectedError, viem: TransactionRejectedRpcError }],
  [-32005, { error: LimitExceededError, viem: LimitExceededRpcError }],
])

/**
 * Adds (or replaces) the class for a wallet code, e.g. WalletConnect session codes:
 * `registerWalletErrorCode(5100, UnsupportedChainsError)`.
 */
export function registerWalletErrorCode(code: number | string, error: WalletErrorClass): void {
  rows.set(code, { error })
}

/** The codes the mapper knows, for tests and docs. */
export function knownWalletErrorCodes(): (number | string)[] {
  return [...rows.keys()]
}

/** Reads `code` from a raw error; a -32603 wrapping `data.originalError.code` (MetaMask mobile) yields the inner code. */
export function walletErrorCode(raw: unknown): number | string | undefined {
  try {
    return readWalletErrorCode(raw)
  } catch {
    // A Proxy or getter that throws: the code cannot be read.
    return undefined
  }
}

function readWalletErrorCode(raw: unknown): number | string | undefined {
  if (raw instanceof WalletError) return raw.code
  if (raw instanceof BaseError) {
    const withCode = raw.walk((e) => codeOf(e) !== undefined)
    return withCode ? codeOf(withCode) : undefined
  }
  const code = codeOf(raw)
  const inner = codeOf(originalErrorOf(raw))
  return code === -32603 && inner !== undefined ? inner : code
}

/** Maps anything a wallet (or viem over a wallet) threw to one `WalletError` subclass. */
export function mapWalletError(raw: unknown): WalletError {
  try {
    return mapReadable(raw)
  } catch {
    // Whatever the wallet threw cannot be read (a trapping Proxy, a throwing getter or toString): still typed.
    return new UnknownWalletError({ code: 'UNKNOWN' })
  }
}

function mapReadable(raw: unknown): WalletError {
  if (raw instanceof WalletError) return raw
  if (raw instanceof BaseError) {
    const inner = raw.walk((e) => e instanceof WalletError)
    if (inner instanceof WalletError) return inner
  }
  const code = walletErrorCode(raw)
  const rawError = toError(raw)
  const row = code === undefined ? undefined : rows.get(code)
  if (!row) return new UnknownWalletError({ code: code ?? 'UNKNOWN', cause: rawError })
  const cause = row.viem && !(rawError instanceof BaseError) ? new row.viem(rawError) : rawError
  return new row.error({ code: code ?? 'UNKNOWN', cause })
}

function toError(raw: unknown): Error {
  if (raw instanceof Error) return raw
  if (typeof raw === 'object' && raw !== null) return new RawProviderError(raw)
  return new RawProviderError({ message: String(raw) })
}

function codeOf(value: unknown): number | string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined
  const code = value.code
  return typeof code === 'number' || typeof code === 'string' ? code : undefined
}

/** MetaMask mobile nests the real error under `data.originalError`. */
export function originalErrorOf(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('data' in raw)) return undefined
  const data = raw.data
  if (typeof data !== 'object' || data === null || !('originalError' in data)) return undefined
  return data.originalError
}

/**
 * The one choke point that turns whatever a wallet threw into a typed `WalletError`.
 * The table is built from the error classes, each keyed by its static `code` and its `aliases`, so a code is
 * written once, on its class; viem's RPC error class with the same static code is kept in the cause chain, so
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
import * as providerErrors from './providerErrors.ts'
import * as rpcErrors from './rpcErrors.ts'

export type WalletErrorClass = new (options?: WalletErrorOptions) => WalletError
type ViemErrorClass = new (cause: Error) => Error
type Row = { readonly error: WalletErrorClass; readonly viem?: ViemErrorClass | undefined }
/** A class the table holds: it answers for its static `code` and for each of its `aliases`. */
type CodedClass = WalletErrorClass & { readonly code: number; readonly aliases?: readonly number[] }

/** The classes the table holds, each keyed by its own static `code` and `aliases`. */
const classes: readonly CodedClass[] = [
  providerErrors.UserRejectedError,
  providerErrors.UnauthorizedError,
  providerErrors.UnsupportedMethodError,
  providerErrors.DisconnectedError,
  providerErrors.ChainDisconnectedError,
  providerErrors.UnknownChainError,
  rpcErrors.RequestPendingError,
  rpcErrors.InternalWalletError,
  rpcErrors.InvalidRequestError,
  rpcErrors.MethodNotFoundError,
  rpcErrors.TransactionRejectedError,
  rpcErrors.LimitExceededError,
]

/** viem's class for each code it names, by viem's own static `code` (WalletConnect's codes have none). */
const viemClasses = new Map<number, ViemErrorClass>(
  [
    UserRejectedRequestError,
    UnauthorizedProviderError,
    UnsupportedProviderMethodError,
    ProviderDisconnectedError,
    ViemChainDisconnectedError,
    SwitchChainError,
    ResourceUnavailableRpcError,
    InternalRpcError,
    ParseRpcError,
    InvalidRequestRpcError,
    InvalidParamsRpcError,
    InvalidInputRpcError,
    MethodNotFoundRpcError,
    MethodNotSupportedRpcError,
    TransactionRejectedRpcError,
    LimitExceededRpcError,
  ].map((viem): [number, ViemErrorClass] => [viem.code, viem]),
)

const rows = new Map<number | string, Row>(
  classes.flatMap((error) =>
    [error.code, ...(error.aliases ?? [])].map((code) => [code, { error, viem: viemClasses.get(code) }] as const),
  ),
)

/**
 * Adds (or replaces) the class for a wallet code, e.g. WalletConnect session codes:
 * `registerWalletErrorCode(UnsupportedChainsError.code, UnsupportedChainsError)`.
 */
export function registerWalletErrorCode(code: number | string, error: WalletErrorClass): void {
  rows.set(code, { error })
}

/** The codes the mapper knows, for tests and docs. */
export function knownWalletErrorCodes(): (number | string)[] {
  return [...rows.keys()]
}

/**
 * Reads `code` from a raw error; an internal error (InternalWalletError's code) wrapping `data.originalError.code`
 * (MetaMask mobile) yields the inner code.
 */
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
  return code === rpcErrors.InternalWalletError.code && inner !== undefined ? inner : code
}

/** Maps anything a wallet (or viem over a wallet) threw to one `WalletError` subclass. */
export function mapWalletError(raw: unknown): WalletError {
  try {
    return mapReadable(raw)
  } catch {
    // Whatever the wallet threw cannot be read (a trapping Proxy, a throwing getter or toString): still typed.
    return new rpcErrors.UnknownWalletError({ code: 'UNKNOWN' })
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
  if (!row) return new rpcErrors.UnknownWalletError({ code: code ?? 'UNKNOWN', cause: rawError })
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

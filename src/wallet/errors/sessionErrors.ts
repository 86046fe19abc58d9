/**
 * WalletConnect v2 session codes (https://specs.walletconnect.com/2.0/specs/clients/sign/error-codes)
 * and the SDK's internal codes 1 to 9, mapped to typed errors with short human messages.
 * USER_REJECTED maps to `UserRejectedError` (one of its aliases), so it behaves exactly like EIP-1193's user rejection.
 * `sessionErrors.test.ts` cross-checks this table against @walletconnect/utils so they cannot drift.
 */
import { RawProviderError, WalletError, type WalletErrorOptions } from './WalletError.ts'
import { mapWalletError } from './mapWalletError.ts'
import { UserRejectedError } from './providerErrors.ts'

/** A session-level error the peer wallet (or the relay) answered with. */
export class SessionError extends WalletError {
  constructor(shortMessage: string, options: WalletErrorOptions & { name?: string | undefined } = {}) {
    super(shortMessage, { ...options, name: options.name ?? 'SessionError' })
  }
}

/**
 * The type of each session error class, written out so declarations do not inline the Error
 * constructor's statics, whose typing comes from Node's own declarations.
 */
interface SessionErrorClass {
  new (options?: WalletErrorOptions): SessionError
  readonly code: number
}

function sessionErrorClass(code: number, name: string, shortMessage: string): SessionErrorClass {
  return class extends SessionError {
    static readonly code = code
    constructor(options: WalletErrorOptions = {}) {
      super(shortMessage, { code, ...options, name })
    }
  }
}

export const InvalidMethodError = /* @__PURE__ */ sessionErrorClass(
  1001,
  'InvalidMethodError',
  'The wallet refused the request: invalid method.',
)
export const InvalidEventError = /* @__PURE__ */ sessionErrorClass(
  1002,
  'InvalidEventError',
  'The wallet refused an invalid event.',
)
export const UserRejectedChainsError = /* @__PURE__ */ sessionErrorClass(
  5001,
  'UserRejectedChainsError',
  'You rejected the networks this app asked for.',
)
export const UserRejectedMethodsError = /* @__PURE__ */ sessionErrorClass(
  5002,
  'UserRejectedMethodsError',
  'You rejected the wallet requests this app needs.',
)
export const UserRejectedEventsError = /* @__PURE__ */ sessionErrorClass(
  5003,
  'UserRejectedEventsError',
  'You rejected the wallet events this app needs.',
)
export const UnsupportedChainsError = /* @__PURE__ */ sessionErrorClass(
  5100,
  'UnsupportedChainsError',
  'Your wallet does not support the networks this app asked for.',
)
export const UnsupportedMethodsError = /* @__PURE__ */ sessionErrorClass(
  5101,
  'UnsupportedMethodsError',
  'Your wallet does not support a request this app needs.',
)
export const UnsupportedEventsError = /* @__PURE__ */ sessionErrorClass(
  5102,
  'UnsupportedEventsError',
  'Your wallet does not support an event this app needs.',
)
export const UnsupportedAccountsError = /* @__PURE__ */ sessionErrorClass(
  5103,
  'UnsupportedAccountsError',
  'Your wallet does not support the accounts asked for.',
)
export const UserDisconnectedError = /* @__PURE__ */ sessionErrorClass(
  6000,
  'UserDisconnectedError',
  'You disconnected this app in your wallet.',
)
export const SessionSettlementFailedError = /* @__PURE__ */ sessionErrorClass(
  7000,
  'SessionSettlementFailedError',
  'The wallet session could not be set up. Please retry.',
)

export interface SessionErrorRow {
  readonly code: number
  /** The key of this code in @walletconnect/utils' SDK_ERRORS. */
  readonly sdkKey: string
  readonly error: new (options?: WalletErrorOptions) => WalletError
}

/** A row of the table: the code is the class's own, written once on it. */
function row(error: SessionErrorClass, sdkKey: string): SessionErrorRow {
  return { code: error.code, sdkKey, error }
}

/** The WalletConnect session codes the module names, one row each (the classes above). */
export const sessionErrorTable: readonly SessionErrorRow[] = [
  row(InvalidMethodError, 'INVALID_METHOD'),
  row(InvalidEventError, 'INVALID_EVENT'),
  // UserRejectedError holds WalletConnect's user rejected as its alias, so that mapWalletError knows it too.
  { code: UserRejectedError.aliases[0], sdkKey: 'USER_REJECTED', error: UserRejectedError },
  row(UserRejectedChainsError, 'USER_REJECTED_CHAINS'),
  row(UserRejectedMethodsError, 'USER_REJECTED_METHODS'),
  row(UserRejectedEventsError, 'USER_REJECTED_EVENTS'),
  row(UnsupportedChainsError, 'UNSUPPORTED_CHAINS'),
  row(UnsupportedMethodsError, 'UNSUPPORTED_METHODS'),
  row(UnsupportedEventsError, 'UNSUPPORTED_EVENTS'),
  row(UnsupportedAccountsError, 'UNSUPPORTED_ACCOUNTS'),
  row(UserDisconnectedError, 'USER_DISCONNECTED'),
  row(SessionSettlementFailedError, 'SESSION_SETTLEMENT_FAILED'),
]

/** An internal WalletConnect SDK failure (codes 1 to 9); `code` says which. */
export class WalletConnectInternalError extends WalletError {
  constructor(code: number, options: WalletErrorOptions = {}) {
    const row = internalErrorTable.find((entry) => entry.code === code)
    super(row?.message ?? 'WalletConnect failed internally. Please retry.', {
      ...options,
      code,
      name: 'WalletConnectInternalError',
    })
  }
}

/** The SDK's internal codes with the key @walletconnect/utils' INTERNAL_ERRORS uses and our message. */
export const internalErrorTable: readonly {
  readonly code: number
  readonly sdkKey: string
  readonly message: string
}[] = [
  { code: 1, sdkKey: 'NOT_INITIALIZED', message: 'WalletConnect is not ready yet. Please retry.' },
  { code: 2, sdkKey: 'NO_MATCHING_KEY', message: 'This WalletConnect session is no longer known. Connect again.' },
  { code: 3, sdkKey: 'RESTORE_WILL_OVERRIDE', message: 'Restoring would replace the current WalletConnect session.' },
  { code: 4, sdkKey: 'RESUBSCRIBED', message: 'WalletConnect renewed its relay subscription. Please retry.' },
  { code: 5, sdkKey: 'MISSING_OR_INVALID', message: 'WalletConnect received a missing or invalid value.' },
  { code: 6, sdkKey: 'EXPIRED', message: 'The WalletConnect pairing or session has expired. Connect again.' },
  { code: 7, sdkKey: 'UNKNOWN_TYPE', message: 'WalletConnect received a message of an unknown type.' },
  { code: 8, sdkKey: 'MISMATCHED_TOPIC', message: 'The WalletConnect message belongs to another session.' },
  {
    code: 9,
    sdkKey: 'NON_CONFORMING_NAMESPACES',
    message: 'The wallet approved networks or requests that do not match what was asked.',
  },
]

/**
 * Maps an error from a WalletConnect session to a typed `WalletError`: session and internal codes
 * here, anything else (EIP-1193 / JSON-RPC codes a wallet relays) through `mapWalletError`.
 */
export function mapSessionError(raw: unknown): WalletError {
  try {
    return mapReadableSessionError(raw)
  } catch {
    // mapWalletError never throws: it types what cannot be read as UnknownWalletError.
    return mapWalletError(raw)
  }
}

function mapReadableSessionError(raw: unknown): WalletError {
  if (raw instanceof WalletError) return raw
  const code = codeOf(raw)
  const cause = toCause(raw)
  const row = sessionErrorTable.find((entry) => entry.code === code)
  if (row && code !== undefined) return new row.error({ code, cause })
  if (code !== undefined && internalErrorTable.some((entry) => entry.code === code)) {
    return new WalletConnectInternalError(code, { cause })
  }
  return mapWalletError(raw)
}

function codeOf(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null || !('code' in raw)) return undefined
  return typeof raw.code === 'number' ? raw.code : undefined
}

function toCause(raw: unknown): Error | undefined {
  if (raw instanceof Error) return raw
  return typeof raw === 'object' && raw !== null ? new RawProviderError(raw) : undefined
}

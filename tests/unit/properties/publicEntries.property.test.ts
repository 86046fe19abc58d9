/**
 * Every function a public entry of the wallet package exports, called with hostile values (hostileValues.ts):
 * it returns, or throws (or rejects with) one of the package's typed errors: WalletError and its subclasses,
 * FormatError (formatting helpers) or SignInApiError, never a TypeError or whatever a getter threw.
 * The functions are found by iterating each entry, so an export without a row in ARGUMENTS fails.
 * A promise a call returns must not reject with anything else either (checked after each entry's run).
 */
import fc from 'fast-check'
import { polygon } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import * as dev from '../../../src/wallet/dev.ts'
import * as main from '../../../src/wallet/index.ts'
import * as safe from '../../../src/wallet/safe.ts'
import * as signIn from '../../../src/wallet/signIn.ts'
import * as testing from '../../../src/wallet/testing.ts'
import * as walletconnect from '../../../src/wallet/walletconnect.ts'
import { HOSTILE_MAX_LENGTH, type Hostile, hostileRecord, hostileValue, plain, recipe } from './hostileValues.ts'
import { collectConsole, PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

collectConsole('error')
collectConsole('warn')

/** The package's typed errors: what a public function may throw. */
abstract class TypedError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      value instanceof main.WalletError || value instanceof main.FormatError || value instanceof signIn.SignInApiError
    )
  }
}

const anyValue = hostileValue
const str = plain(fc.string({ maxLength: 30 }))
const int = plain(fc.integer())
const bool = plain(fc.boolean())
const address = plain(
  fc.constantFrom(testing.ACCOUNT, testing.OTHER_ACCOUNT, '0x0000000000000000000000000000000000000000'),
)
const chain = fc.oneof(
  plain(fc.constant(polygon)),
  hostileRecord({
    id: plain(fc.constant(137)),
    name: str,
    rpcUrls: plain(fc.constant(polygon.rpcUrls)),
    nativeCurrency: plain(fc.constant(polygon.nativeCurrency)),
  }),
)
const chains = fc.oneof(
  plain(fc.constant([polygon])),
  fc.array(chain, { maxLength: 3 }).map((list) => recipe(`[chains]`, () => list.map((c) => c.make()))),
  anyValue,
)
const storage = fc.oneof(fc.constant(recipe('memoryStorage()', () => testing.memoryStorage())), anyValue)
const callback = fc.constantFrom(
  recipe('() => undefined', () => () => undefined),
  recipe('a throwing callback', () => () => {
    throw new Error('a callback threw')
  }),
)
const provider = fc.oneof(fc.constant(recipe('scriptedProvider()', () => testing.scriptedProvider())), anyValue)
const context = hostileRecord({
  id: plain(fc.constant('injected')),
  chains,
  appName: str,
  storage,
  request: callback,
  logEvent: callback,
})
const entry = hostileRecord({
  seq: plain(fc.nat()),
  kind: plain(fc.constantFrom('request', 'event', 'marker')),
  method: plain(fc.constantFrom('personal_sign', 'eth_signTypedData_v4', 'eth_chainId')),
  params: anyValue,
  result: anyValue,
  outcome: plain(fc.constantFrom('ok', 'error', 'event')),
  errorMessage: str,
})

/** Arguments per function (values(n): up to n hostile values); `exempt` says why a function is not called. */
type Row = { args: fc.Arbitrary<Hostile[]> } | { exempt: string }
const values = (count: number): Row => ({ args: fc.array(anyValue, { maxLength: count }) })
/** Leading arguments of these shapes (a call may leave out the later ones). */
const shaped = (...args: fc.Arbitrary<Hostile>[]): Row => ({
  args: fc.tuple(...args).chain((list) => fc.nat({ max: list.length }).map((n) => list.slice(0, n))),
})

const ERROR_CLASS_REASON =
  'an error class: it takes any message and options of its declared types, and formats what it is given; ' +
  'what a wallet threw reaches the package through mapWalletError, mapSessionError and RawProviderError (covered)'
/** The error classes the entries export (each named, so a new one needs a decision here). */
const ERROR_CLASSES = [
  ...['WalletError', 'FormatError', 'AddTransactionError', 'InvalidArgumentError', 'WalletConfigError'],
  ...['UserRejectedError', 'UnauthorizedError', 'UnsupportedMethodError', 'DisconnectedError'],
  ...['ChainDisconnectedError', 'UnknownChainError', 'RequestPendingError', 'InternalWalletError'],
  ...['InvalidRequestError', 'MethodNotFoundError', 'TransactionRejectedError', 'LimitExceededError'],
  ...['UnknownWalletError', 'InvalidWalletResponseError', 'ConnectorNotFoundError', 'ChainNotConfiguredError'],
  ...['NoAccountsError', 'WalletTimeoutError', 'NotConnectedError', 'InvalidAddressError', 'InvalidHashError'],
  ...['ReceiptTimeoutError', 'ChainNotApprovedError', 'InvalidSessionIdError', 'ProjectIdMissingError'],
  ...['RelayUnreachableError', 'SessionError', 'InvalidMethodError', 'InvalidEventError', 'UserRejectedChainsError'],
  ...['UserRejectedMethodsError', 'UserRejectedEventsError', 'UnsupportedChainsError', 'UnsupportedMethodsError'],
  ...['UnsupportedEventsError', 'UnsupportedAccountsError', 'UserDisconnectedError', 'SessionSettlementFailedError'],
  ...['WalletConnectInternalError', 'SafeInfoUnavailableError', 'SafeRequestError', 'PrepareMessageError'],
  ...['SignMessageError', 'VerifySignatureError', 'NoAuthenticationAdapterError', 'SignInApiError'],
  ...['SignInTimeoutError', 'SignOutUnconfirmedError', 'NoSessionToSignOutError', 'SignInCancelledError'],
]

const ARGUMENTS: Record<string, Row> = {
  // RawProviderError is built from whatever a wallet threw: it reads that object defensively.
  RawProviderError: shaped(hostileRecord({ code: anyValue, message: str, data: anyValue })),
  ...Object.fromEntries(ERROR_CLASSES.map((name) => [name, { exempt: ERROR_CLASS_REASON }])),
  // Wallet setup.
  createWallet: shaped(
    hostileRecord({
      chains,
      appName: str,
      wallets: plain(fc.constant(['injected']), (list) => [...list]),
      storage,
      storageKeyPrefix: str,
      callLog: hostileRecord({ limit: int, redact: callback, keepSignatures: bool }),
      reconnectTimeoutMs: int,
      fees: callback,
      transports: anyValue,
      extraConnectors: anyValue,
      walletConnectProjectId: str,
    }),
  ),
  createCallLog: shaped(
    hostileRecord({
      limit: int,
      redact: callback,
      keepSignatures: bool,
      persist: fc.oneof(bool, hostileRecord({ storage, key: str, maxEntries: int, maxChars: int })),
      checkpoints: hostileRecord({ url: str }),
    }),
  ),
  createRequestPath: shaped(anyValue, anyValue),
  createTransactionStore: shaped(
    hostileRecord({ storage, getClient: callback, eventTarget: anyValue, retryDelayMs: int, now: callback }),
  ),
  createInjectedConnector: shaped(hostileRecord({ id: str, name: str, provider, target: anyValue }), context),
  createEmitter: values(1),
  disconnectedFields: values(1),
  safeStorage: shaped(fc.oneof(plain(fc.constantFrom('local', 'session')), anyValue)),
  memoryStorage: shaped(fc.oneof(plain(fc.dictionary(fc.string(), fc.string())), anyValue)),
  hasSavedSession: shaped(storage, fc.oneof(str, anyValue)),
  historyKey: shaped(fc.oneof(address, anyValue), fc.oneof(int, anyValue)),
  // Parsers and formatters.
  accountCookie: shaped(fc.oneof(address, anyValue), hostileRecord({ path: str, secure: bool })),
  forgetAccountCookie: shaped(hostileRecord({ path: str, secure: bool })),
  accountFromCookie: shaped(fc.oneof(plain(fc.constant(`wallet_account=${testing.ACCOUNT}`)), anyValue)),
  parseAccounts: shaped(
    fc.oneof(
      plain(fc.constant([testing.ACCOUNT]), (list) => [...list]),
      anyValue,
    ),
    anyValue,
  ),
  parseChainId: values(2),
  parseCaip2: values(1),
  parseCaip10: values(1),
  formatCaip2: values(1),
  formatCaip10: shaped(fc.oneof(int, anyValue), fc.oneof(address, anyValue)),
  formatBalance: values(1),
  isHexAddress: values(1),
  shortenAddress: values(1),
  truncateName: values(1),
  canonicalJson: values(1),
  genesisHash: shaped(hostileRecord({ module: str, version: str, app: str, sessionId: str })),
  feesFromBaseFee: {
    exempt:
      'fees.ts imports nothing (the app’s first-load chain table carries the rule), so it has no typed error to ' +
      'throw; a base fee that is not a bigint throws from bigint arithmetic',
  },
  addChainParameters: shaped(chain),
  // Call log.
  redactEntry: shaped(entry),
  redactSignatures: shaped(entry),
  redactUrl: values(1),
  verifyCallLog: shaped(anyValue, hostileRecord({ keys: anyValue })),
  describeCallLogVerification: {
    exempt: 'formats what verifyCallLog returned (callLog/verifyCallLog.ts, under another change: cover it after)',
  },
  // Error mapping.
  mapWalletError: values(1),
  mapSessionError: values(1),
  walletErrorCode: values(1),
  isUnknownChainError: values(1),
  registerWalletErrorCode: shaped(
    fc.oneof(plain(fc.constantFrom(4001, 'X')), anyValue),
    fc.oneof(plain(fc.constant(main.UserRejectedError)), anyValue),
  ),
  knownWalletErrorCodes: values(1),
  // Connectors.
  walletConnectConnector: shaped(hostileRecord({ id: str, name: str, projectId: str, storage, chains })),
  createSafeConnector: shaped(context, hostileRecord({ timeoutMs: int, window: anyValue })),
  safeConnector: shaped(context),
  devWallet: shaped(hostileRecord({ chain, rpcUrl: str, confirm: callback, describe: callback })),
  createDevProvider: shaped(hostileRecord({ chain, rpcUrl: str, confirm: callback, storage })),
  showDevPrompt: shaped(hostileRecord({ title: str, details: str })),
  // Sign-in.
  createSignIn: shaped(hostileRecord({ wallet: anyValue, adapter: hostileRecord({ signOut: callback }) })),
  createSiweAdapter: shaped(
    hostileRecord({ apiBase: str, fetch: callback, domain: str, uri: str, validForMs: int, now: callback }),
  ),
  parseRetryAfter: shaped(fc.oneof(str, anyValue), fc.oneof(int, anyValue)),
  signInWaitMessage: shaped(hostileRecord({ status: int, seconds: int, until: int, message: str })),
  // A throwing signOut is retried after 5 s: its rejection comes after the run (a revoked one is checked at once).
  confirmSignOut: shaped(fc.oneof(anyValue, callback), hostileRecord({ signal: anyValue, onRetrying: callback })),
  // Testing helpers.
  scriptedProvider: shaped(hostileRecord({ eth_chainId: callback }), anyValue),
  providerError: values(3),
  fail: { exempt: 'throws its argument by design: handlers use it to throw a raw wallet error' },
  announce: shaped(anyValue, provider, hostileRecord({ uuid: str, name: str, rdns: str })),
  flush: values(1),
}

const ENTRIES: readonly [string, Record<string, unknown>][] = [
  ['index.ts', main],
  ['walletconnect.ts', walletconnect],
  ['safe.ts', safe],
  ['dev.ts', dev],
  ['signIn.ts', signIn],
  ['testing.ts', testing],
]

function isClass(value: (...args: unknown[]) => unknown): boolean {
  return /^class\b/.test(Function.prototype.toString.call(value))
}

function rowFor(name: string): Row | undefined {
  return Object.hasOwn(ARGUMENTS, name) ? ARGUMENTS[name] : undefined
}

/** Errors a rejected promise carried that were not typed, reported after the run. */
const untypedRejections: string[] = []

function call(name: string, fn: (...args: unknown[]) => unknown, recipes: readonly Hostile[]): void {
  const args = recipes.map((r) => r.make())
  const outcome = returnsOrThrows(
    () => (isClass(fn) ? new (fn as unknown as new (...a: unknown[]) => unknown)(...args) : fn(...args)),
    TypedError,
    HOSTILE_MAX_LENGTH,
  )
  if (!outcome.ok) return
  const value = outcome.value
  if (isPromise(value)) {
    value.catch((error: unknown) => {
      if (!(error instanceof TypedError)) untypedRejections.push(`${name} rejected with ${printable(error)}`)
    })
  }
  // A wallet, call log or store the call built: stop its timers and listeners.
  try {
    const destroy = (value as { destroy?: unknown } | undefined)?.destroy
    if (typeof destroy === 'function') destroy.call(value)
  } catch {}
}

function isPromise(value: unknown): value is Promise<unknown> {
  try {
    return value instanceof Promise
  } catch {
    return false
  }
}

function printable(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } catch {
    return 'an unprintable value'
  }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe.each(ENTRIES)('every function the %s entry exports', (_file, entry) => {
  const functions = Object.entries(entry).filter(
    (pair): pair is [string, (...args: unknown[]) => unknown] => typeof pair[1] === 'function',
  )

  it('has a row saying how to call it, or why it is exempt', () => {
    expect(functions.filter(([name]) => rowFor(name) === undefined).map(([name]) => name)).toEqual([])
  })

  const called = functions.flatMap(([name, fn]) => {
    const row = rowFor(name)
    return row !== undefined && 'args' in row ? [{ name, fn, args: row.args }] : []
  })

  it.skipIf(called.length === 0)(
    'returns or throws a typed error on hostile arguments',
    async () => {
      untypedRejections.length = 0
      // One case: one function of the entry with its generated arguments (FC_RUNS cases per entry).
      const cases = fc.oneof(...called.map(({ name, args }) => args.map((list) => ({ name, list }))))
      const byName = new Map(called.map(({ name, fn }) => [name, fn]))
      fc.assert(
        fc.property(cases, ({ name, list }) => {
          try {
            call(name, byName.get(name) as (...args: unknown[]) => unknown, list)
          } catch (error) {
            throw new Error(`${name}: ${printable(error)}`)
          }
        }),
        runParameters(),
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect([...new Set(untypedRejections)]).toEqual([])
    },
    PROPERTY_TIMEOUT_MS,
  )
})

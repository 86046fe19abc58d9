/**
 * What the package answers for every wallet code it knows (and a few it does not): the class, its message and the
 * code each mapper gives, viem's class kept in the cause chain, and whether the answer reads as an unknown chain.
 * Written as values, not read from the classes, so that a change to where a code is written cannot change an answer.
 */
import { describe, expect, it } from 'vitest'
import { WalletError } from './WalletError.ts'
import * as configErrors from './configErrors.ts'
import { mapWalletError } from './mapWalletError.ts'
import * as providerErrors from './providerErrors.ts'
import * as rpcErrors from './rpcErrors.ts'
import * as sessionErrors from './sessionErrors.ts'
import { mapSessionError } from './sessionErrors.ts'
import { isUnknownChainError } from './unknownChain.ts'

type Code = number | string

/** A wallet's answer `{ code }`: mapWalletError's class and viem cause, mapSessionError's class, isUnknownChainError. */
const answers: readonly (readonly [Code, string, string | undefined, string, boolean])[] = [
  [4001, 'UserRejectedError', 'UserRejectedRequestError', 'UserRejectedError', false],
  [5000, 'UserRejectedError', undefined, 'UserRejectedError', false],
  [4100, 'UnauthorizedError', 'UnauthorizedProviderError', 'UnauthorizedError', false],
  [4200, 'UnsupportedMethodError', 'UnsupportedProviderMethodError', 'UnsupportedMethodError', false],
  [4900, 'DisconnectedError', 'ProviderDisconnectedError', 'DisconnectedError', false],
  [4901, 'ChainDisconnectedError', 'ChainDisconnectedError', 'ChainDisconnectedError', true],
  [4902, 'UnknownChainError', 'SwitchChainError', 'UnknownChainError', true],
  [-32002, 'RequestPendingError', 'ResourceUnavailableRpcError', 'RequestPendingError', false],
  [-32603, 'InternalWalletError', 'InternalRpcError', 'InternalWalletError', false],
  [-32700, 'InvalidRequestError', 'ParseRpcError', 'InvalidRequestError', false],
  [-32600, 'InvalidRequestError', 'InvalidRequestRpcError', 'InvalidRequestError', false],
  [-32602, 'InvalidRequestError', 'InvalidParamsRpcError', 'InvalidRequestError', false],
  [-32000, 'InvalidRequestError', 'InvalidInputRpcError', 'InvalidRequestError', false],
  [-32601, 'MethodNotFoundError', 'MethodNotFoundRpcError', 'MethodNotFoundError', false],
  [-32004, 'MethodNotFoundError', 'MethodNotSupportedRpcError', 'MethodNotFoundError', false],
  [-32003, 'TransactionRejectedError', 'TransactionRejectedRpcError', 'TransactionRejectedError', false],
  [-32005, 'LimitExceededError', 'LimitExceededRpcError', 'LimitExceededError', false],
  [1001, 'UnknownWalletError', undefined, 'InvalidMethodError', false],
  [1002, 'UnknownWalletError', undefined, 'InvalidEventError', false],
  [5001, 'UnknownWalletError', undefined, 'UserRejectedChainsError', false],
  [5002, 'UnknownWalletError', undefined, 'UserRejectedMethodsError', false],
  [5003, 'UnknownWalletError', undefined, 'UserRejectedEventsError', false],
  [5100, 'UnknownWalletError', undefined, 'UnsupportedChainsError', false],
  [5101, 'UnknownWalletError', undefined, 'UnsupportedMethodsError', false],
  [5102, 'UnknownWalletError', undefined, 'UnsupportedEventsError', false],
  [5103, 'UnknownWalletError', undefined, 'UnsupportedAccountsError', false],
  [6000, 'UnknownWalletError', undefined, 'UserDisconnectedError', false],
  [7000, 'UnknownWalletError', undefined, 'SessionSettlementFailedError', false],
  [1, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [2, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [3, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [4, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [5, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [6, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [7, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [8, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [9, 'UnknownWalletError', undefined, 'WalletConnectInternalError', false],
  [0, 'UnknownWalletError', undefined, 'UnknownWalletError', false],
  [4100.5, 'UnknownWalletError', undefined, 'UnknownWalletError', false],
  ['4001', 'UnknownWalletError', undefined, 'UnknownWalletError', false],
  [-32001, 'UnknownWalletError', undefined, 'UnknownWalletError', false],
  [5104, 'UnknownWalletError', undefined, 'UnknownWalletError', false],
]

/** The short message of each class the mappers answer with. */
const said: Readonly<Record<string, string>> = {
  UserRejectedError: 'You rejected the request in your wallet.',
  UnauthorizedError: 'Your wallet has not authorised this site for that request.',
  UnsupportedMethodError: 'Your wallet does not support this request.',
  DisconnectedError: 'Your wallet is disconnected from the network.',
  ChainDisconnectedError: 'Your wallet is not connected to this network.',
  UnknownChainError: 'Your wallet does not know this network yet.',
  RequestPendingError: 'Your wallet already has a request waiting. Open your wallet to answer it.',
  InternalWalletError: 'Your wallet ran into an internal error. Please retry.',
  InvalidRequestError: 'Your wallet refused the request as invalid.',
  MethodNotFoundError: 'Your wallet does not implement this request.',
  TransactionRejectedError: 'Your wallet rejected the transaction.',
  LimitExceededError: 'Your wallet is busy. Wait a moment and retry.',
  UnknownWalletError: 'Your wallet returned an error.',
  InvalidMethodError: 'The wallet refused the request: invalid method.',
  InvalidEventError: 'The wallet refused an invalid event.',
  UserRejectedChainsError: 'You rejected the networks this app asked for.',
  UserRejectedMethodsError: 'You rejected the wallet requests this app needs.',
  UserRejectedEventsError: 'You rejected the wallet events this app needs.',
  UnsupportedChainsError: 'Your wallet does not support the networks this app asked for.',
  UnsupportedMethodsError: 'Your wallet does not support a request this app needs.',
  UnsupportedEventsError: 'Your wallet does not support an event this app needs.',
  UnsupportedAccountsError: 'Your wallet does not support the accounts asked for.',
  UserDisconnectedError: 'You disconnected this app in your wallet.',
  SessionSettlementFailedError: 'The wallet session could not be set up. Please retry.',
}

/** WalletConnectInternalError's message for each internal code. */
const internalSaid: Readonly<Record<Code, string>> = {
  1: 'WalletConnect is not ready yet. Please retry.',
  2: 'This WalletConnect session is no longer known. Connect again.',
  3: 'Restoring would replace the current WalletConnect session.',
  4: 'WalletConnect renewed its relay subscription. Please retry.',
  5: 'WalletConnect received a missing or invalid value.',
  6: 'The WalletConnect pairing or session has expired. Connect again.',
  7: 'WalletConnect received a message of an unknown type.',
  8: 'The WalletConnect message belongs to another session.',
  9: 'The wallet approved networks or requests that do not match what was asked.',
}

/**
 * Each error class of the folder, built with these arguments (none when not given): its code, and its message when
 * it is not the one in `said`.
 */
const built: readonly (readonly [string, Code, unknown[]?, string?])[] = [
  ['ChainDisconnectedError', 4901],
  ['DisconnectedError', 4900],
  ['UnauthorizedError', 4100],
  ['UnknownChainError', 4902],
  ['UnsupportedMethodError', 4200],
  ['UserRejectedError', 4001],
  ['InternalWalletError', -32603],
  ['InvalidRequestError', -32602],
  [
    'InvalidWalletResponseError',
    'INVALID_RESPONSE',
    ['eth_chainId'],
    'Your wallet gave an answer to eth_chainId the app cannot read.',
  ],
  ['LimitExceededError', -32005],
  ['MethodNotFoundError', -32601],
  ['RequestPendingError', -32002],
  ['TransactionRejectedError', -32003],
  ['UnknownWalletError', 'UNKNOWN'],
  ['ChainNotConfiguredError', 'CHAIN_NOT_CONFIGURED', [5], 'Chain 5 is not configured for this connector.'],
  [
    'ConnectorNotFoundError',
    'CONNECTOR_NOT_FOUND',
    ['MetaMask'],
    'provider missing: MetaMask was not found in this browser.',
  ],
  ['InvalidAddressError', 'INVALID_ADDRESS', ['0x12'], 'The recipient is not a valid address.'],
  ['InvalidArgumentError', 'INVALID_ARGUMENT', ['bad argument'], 'bad argument'],
  ['InvalidHashError', 'INVALID_HASH', ['0x12'], 'That is not a transaction hash.'],
  ['NoAccountsError', 'NO_ACCOUNTS', [], 'Your wallet shared no account with this site.'],
  ['NotConnectedError', 'NOT_CONNECTED', [], 'No wallet is connected. Connect a wallet first.'],
  [
    'ReceiptTimeoutError',
    'RECEIPT_TIMEOUT',
    [`0x${'ab'.repeat(32)}`, 1000],
    'No receipt for the transaction within 1 s.',
  ],
  ['WalletConfigError', 'INVALID_CONFIG', ['bad'], 'bad'],
  ['WalletTimeoutError', 'TIMEOUT', ['the reconnect', 1000], 'Your wallet did not answer the reconnect within 1 s.'],
  ['InvalidEventError', 1002],
  ['InvalidMethodError', 1001],
  ['SessionError', 'UNKNOWN', ['session failed'], 'session failed'],
  ['SessionSettlementFailedError', 7000],
  ['UnsupportedAccountsError', 5103],
  ['UnsupportedChainsError', 5100],
  ['UnsupportedEventsError', 5102],
  ['UnsupportedMethodsError', 5101],
  ['UserDisconnectedError', 6000],
  ['UserRejectedChainsError', 5001],
  ['UserRejectedEventsError', 5003],
  ['UserRejectedMethodsError', 5002],
  ['WalletConnectInternalError', 1, [1], 'WalletConnect is not ready yet. Please retry.'],
  ['WalletError', 'UNKNOWN', ['failed'], 'failed'],
]

const classes: Readonly<Record<string, unknown>> = {
  ...providerErrors,
  ...rpcErrors,
  ...configErrors,
  ...sessionErrors,
  WalletError,
}

function isErrorClass(value: unknown): value is new (...args: unknown[]) => WalletError {
  return typeof value === 'function' && (value === WalletError || value.prototype instanceof WalletError)
}

/** The class exported under `name` and the message it says for `code`. */
function expected(name: string, code: Code): [new (...args: unknown[]) => WalletError, string] {
  const ErrorClass = classes[name]
  if (!isErrorClass(ErrorClass)) throw new Error(`${name} is not an error class of the folder`)
  return [ErrorClass, said[name] ?? internalSaid[code] ?? '']
}

function causeNames(error: WalletError): string[] {
  const names: string[] = []
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) names.push(cause.name)
  return names
}

describe('the answer for each wallet code', () => {
  it.each(answers)('%s', (code, walletClass, viemCause, sessionClass, unknownChain) => {
    const raw = { code, message: 'wallet text' }
    const [WalletClass, walletMessage] = expected(walletClass, code)
    const mapped = mapWalletError(raw)
    expect(mapped).toBeInstanceOf(WalletClass)
    expect([mapped.name, mapped.shortMessage, mapped.code]).toEqual([walletClass, walletMessage, code])
    expect(causeNames(mapped)).toEqual(viemCause === undefined ? ['RawProviderError'] : [viemCause, 'RawProviderError'])
    const nested = mapWalletError({ code: -32603, message: 'Internal', data: { originalError: { code } } })
    expect([nested.name, nested.shortMessage, nested.code]).toEqual([walletClass, walletMessage, code])

    const [SessionClass, sessionMessage] = expected(sessionClass, code)
    const session = mapSessionError(raw)
    expect(session).toBeInstanceOf(SessionClass)
    expect([session.name, session.shortMessage, session.code]).toEqual([sessionClass, sessionMessage, code])
    expect(isUnknownChainError(raw)).toBe(unknownChain)
  })
})

describe('each error class of the folder', () => {
  it('builds the same name, message and code', () => {
    const names = Object.keys(classes).filter((name) => isErrorClass(classes[name]))
    expect(built.map(([name]) => name).sort()).toEqual(names.sort())
    for (const [name, code, args = [], message] of built) {
      const [ErrorClass, said] = expected(name, code)
      const error = new ErrorClass(...args)
      expect([error.name, error.shortMessage, error.code]).toEqual([name, message ?? said, code])
    }
  })

  it('keeps the pending request hint', () => {
    expect(new rpcErrors.RequestPendingError().metaMessages).toEqual([
      'Retry once you have approved or rejected it in the wallet, or pick another wallet.',
    ])
  })
})

/** Errors raised by the module itself: configuration and connector availability. */
import { WalletError, type WalletErrorOptions } from './WalletError.ts'

/** The wallet's provider is missing (extension not installed or not announced). */
export class ConnectorNotFoundError extends WalletError {
  static readonly code = 'CONNECTOR_NOT_FOUND'
  constructor(walletName = 'wallet', options: WalletErrorOptions = {}) {
    super(`provider missing: ${walletName} was not found in this browser.`, {
      code: ConnectorNotFoundError.code,
      ...options,
      name: 'ConnectorNotFoundError',
    })
  }
}

/** The requested chain is not among the configured chains (or the connector cannot reach it). */
export class ChainNotConfiguredError extends WalletError {
  static readonly code = 'CHAIN_NOT_CONFIGURED'
  readonly chainId: number
  constructor(chainId: number, options: WalletErrorOptions = {}) {
    super(`Chain ${chainId} is not configured for this connector.`, {
      code: ChainNotConfiguredError.code,
      ...options,
      name: 'ChainNotConfiguredError',
    })
    this.chainId = chainId
  }
}

/** The configuration given to createWallet is invalid; the message says what to fix. */
export class WalletConfigError extends WalletError {
  static readonly code = 'INVALID_CONFIG'
  constructor(message: string, options: WalletErrorOptions = {}) {
    super(message, { code: WalletConfigError.code, ...options, name: 'WalletConfigError' })
  }
}

/** The wallet answered a connect with an empty account list. */
export class NoAccountsError extends WalletError {
  static readonly code = 'NO_ACCOUNTS'
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet shared no account with this site.', {
      code: NoAccountsError.code,
      ...options,
      name: 'NoAccountsError',
    })
  }
}

/** A wallet did not answer within the module's time limit. */
export class WalletTimeoutError extends WalletError {
  static readonly code = 'TIMEOUT'
  constructor(what: string, ms: number, options: WalletErrorOptions = {}) {
    super(`Your wallet did not answer ${what} within ${Math.round(ms / 1000)} s.`, {
      code: WalletTimeoutError.code,
      ...options,
      name: 'WalletTimeoutError',
    })
  }
}

/** A wallet call was made while no wallet is connected. */
export class NotConnectedError extends WalletError {
  static readonly code = 'NOT_CONNECTED'
  constructor(options: WalletErrorOptions = {}) {
    super('No wallet is connected. Connect a wallet first.', {
      code: NotConnectedError.code,
      ...options,
      name: 'NotConnectedError',
    })
  }
}

/** A transaction's `to` is not a 20-byte hex address; refused before the wallet is asked. */
export class InvalidAddressError extends WalletError {
  static readonly code = 'INVALID_ADDRESS'
  readonly address: unknown
  constructor(address: unknown, options: WalletErrorOptions = {}) {
    super('The recipient is not a valid address.', {
      code: InvalidAddressError.code,
      details: `not an address: ${describe(address)}`,
      ...options,
      name: 'InvalidAddressError',
    })
    this.address = address
  }
}

function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value
  } catch {
    return 'unreadable value'
  }
}

/** A receipt was asked for something that is not a 32-byte transaction hash. */
export class InvalidHashError extends WalletError {
  static readonly code = 'INVALID_HASH'
  constructor(hash: unknown, options: WalletErrorOptions = {}) {
    super('That is not a transaction hash.', {
      code: InvalidHashError.code,
      details: `not a hash: ${describe(hash)}`,
      ...options,
      name: 'InvalidHashError',
    })
  }
}

/** No receipt arrived within the time limit of `waitForTransactionReceipt`. */
export class ReceiptTimeoutError extends WalletError {
  static readonly code = 'RECEIPT_TIMEOUT'
  readonly hash: string
  constructor(hash: string, ms: number, options: WalletErrorOptions = {}) {
    super(`No receipt for the transaction within ${Math.round(ms / 1000)} s.`, {
      code: ReceiptTimeoutError.code,
      details: hash,
      ...options,
      name: 'ReceiptTimeoutError',
    })
    this.hash = hash
  }
}

/**
 * A public function was given an argument it cannot use: not the data it takes, or a value that throws when read
 * or converted (a getter, `toString`, a Proxy). The message names the function.
 */
export class InvalidArgumentError extends WalletError {
  static readonly code = 'INVALID_ARGUMENT'
  constructor(message: string, options: WalletErrorOptions = {}) {
    super(message, { code: InvalidArgumentError.code, ...options, name: 'InvalidArgumentError' })
  }
}

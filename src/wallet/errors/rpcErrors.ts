/** JSON-RPC errors (EIP-1474) the app meets from wallets. */
import { requestLabel } from './requestLabel.ts'
import { WalletError, type WalletErrorOptions } from './WalletError.ts'

/** -32002: the wallet already shows a request from this site; open it instead of sending another. */
export class RequestPendingError extends WalletError {
  static readonly code = -32002
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet already has a request waiting. Open your wallet to answer it.', {
      code: -32002,
      metaMessages: ['Retry once you have approved or rejected it in the wallet, or pick another wallet.'],
      ...options,
      name: 'RequestPendingError',
    })
  }
}

/** -32603: the wallet failed internally. */
export class InternalWalletError extends WalletError {
  static readonly code = -32603
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet ran into an internal error. Please retry.', {
      code: -32603,
      ...options,
      name: 'InternalWalletError',
    })
  }
}

/** -32600 / -32602 / -32700 / -32000: the wallet refused the request as malformed. */
export class InvalidRequestError extends WalletError {
  static readonly code = -32602
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet refused the request as invalid.', { code: -32602, ...options, name: 'InvalidRequestError' })
  }
}

/** -32601 / -32004: the wallet does not implement the method. */
export class MethodNotFoundError extends WalletError {
  static readonly code = -32601
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not implement this request.', { code: -32601, ...options, name: 'MethodNotFoundError' })
  }
}

/** -32003: the wallet rejected the transaction (not the person). */
export class TransactionRejectedError extends WalletError {
  static readonly code = -32003
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet rejected the transaction.', { code: -32003, ...options, name: 'TransactionRejectedError' })
  }
}

/** -32005: the wallet or its node is rate limiting. */
export class LimitExceededError extends WalletError {
  static readonly code = -32005
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is busy. Wait a moment and retry.', { code: -32005, ...options, name: 'LimitExceededError' })
  }
}

/** Any other code: kept verbatim so the call log and the UI can show it. */
export class UnknownWalletError extends WalletError {
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet returned an error.', { ...options, name: 'UnknownWalletError' })
  }
}

/** The wallet answered with data of the wrong shape (e.g. a chain id that is not a number). */
export class InvalidWalletResponseError extends WalletError {
  static readonly code = 'INVALID_RESPONSE'
  constructor(method: string, options: WalletErrorOptions = {}) {
    super(`Your wallet gave an answer to ${requestLabel(method)} the app cannot read.`, {
      code: 'INVALID_RESPONSE',
      ...options,
      name: 'InvalidWalletResponseError',
    })
  }
}

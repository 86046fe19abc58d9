/**
 * JSON-RPC errors (EIP-1474) the app meets from wallets. As in providerErrors.ts, each class's static `code` is the one
 * place its code is written, and `aliases` lists other codes wallets answer with for the same error.
 */
import { requestLabel } from './requestLabel.ts'
import { WalletError, type WalletErrorOptions } from './WalletError.ts'

/** The wallet already shows a request from this site; open it instead of sending another. */
export class RequestPendingError extends WalletError {
  static readonly code = -32002
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet already has a request waiting. Open your wallet to answer it.', {
      code: RequestPendingError.code,
      metaMessages: ['Retry once you have approved or rejected it in the wallet, or pick another wallet.'],
      ...options,
      name: 'RequestPendingError',
    })
  }
}

/** The wallet failed internally. */
export class InternalWalletError extends WalletError {
  static readonly code = -32603
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet ran into an internal error. Please retry.', {
      code: InternalWalletError.code,
      ...options,
      name: 'InternalWalletError',
    })
  }
}

/** The wallet refused the request as malformed (invalid params, or a code among `aliases`). */
export class InvalidRequestError extends WalletError {
  static readonly code = -32602
  /** Parse error, invalid request and invalid input: the same refusal of a malformed request. */
  static readonly aliases = [-32700, -32600, -32000] as const
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet refused the request as invalid.', {
      code: InvalidRequestError.code,
      ...options,
      name: 'InvalidRequestError',
    })
  }
}

/** The wallet does not implement the method. */
export class MethodNotFoundError extends WalletError {
  static readonly code = -32601
  /** EIP-1474's method not supported: the same answer. */
  static readonly aliases = [-32004] as const
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not implement this request.', {
      code: MethodNotFoundError.code,
      ...options,
      name: 'MethodNotFoundError',
    })
  }
}

/** The wallet rejected the transaction (not the person). */
export class TransactionRejectedError extends WalletError {
  static readonly code = -32003
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet rejected the transaction.', {
      code: TransactionRejectedError.code,
      ...options,
      name: 'TransactionRejectedError',
    })
  }
}

/** The wallet or its node is rate limiting. */
export class LimitExceededError extends WalletError {
  static readonly code = -32005
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is busy. Wait a moment and retry.', {
      code: LimitExceededError.code,
      ...options,
      name: 'LimitExceededError',
    })
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
      code: InvalidWalletResponseError.code,
      ...options,
      name: 'InvalidWalletResponseError',
    })
  }
}

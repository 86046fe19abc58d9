/** Errors of the Safe connector. */
import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.ts'

/** 'Could not load Safe information', word for word: the parent frame did not answer getSafeInfo in time (or not sensibly). */
export class SafeInfoUnavailableError extends WalletError {
  static readonly code = 'SAFE_INFO_UNAVAILABLE'
  constructor(options: WalletErrorOptions = {}) {
    super('Could not load Safe information', {
      code: 'SAFE_INFO_UNAVAILABLE',
      ...options,
      name: 'SafeInfoUnavailableError',
    })
  }
}

/** The Safe answered a request with `success: false`; its text is kept as details. */
export class SafeRequestError extends WalletError {
  static readonly code = 'SAFE_REQUEST_FAILED'
  constructor(method: string, error: string) {
    super(`The Safe could not complete ${method}.`, {
      code: 'SAFE_REQUEST_FAILED',
      details: error,
      name: 'SafeRequestError',
    })
  }
}

/**
 * Sign-in errors: each carries one of SIGN_IN_MESSAGES as `shortMessage` and the underlying
 * failure (network, wallet or backend) as `cause`, so the dialog shows the sentence and logs the detail.
 */
import { WalletError, type WalletErrorOptions } from '../errors/WalletError.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'

/** The nonce could not be fetched (or the message could not be built). */
export class PrepareMessageError extends WalletError {
  static readonly code = 'PREPARE_MESSAGE'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.prepare, { code: 'PREPARE_MESSAGE', ...options, name: 'PrepareMessageError' })
  }
}

/** The wallet failed to sign for a reason other than the person saying no; `code` is the wallet's. */
export class SignMessageError extends WalletError {
  static readonly code = 'SIGN_MESSAGE'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.sign, { code: 'SIGN_MESSAGE', ...options, name: 'SignMessageError' })
  }
}

/** The backend refused the signature or could not be reached. */
export class VerifySignatureError extends WalletError {
  static readonly code = 'VERIFY_SIGNATURE'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.verify, { code: 'VERIFY_SIGNATURE', ...options, name: 'VerifySignatureError' })
  }
}

/** createSignIn was given no adapter. */
export class NoAuthenticationAdapterError extends WalletError {
  static readonly code = 'NO_ADAPTER'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.noAdapter, { code: 'NO_ADAPTER', ...options, name: 'NoAuthenticationAdapterError' })
  }
}

/**
 * A sign-in API answer that was not the expected success (status 0: the request never reached it).
 * `retryAfterMs`: how long the server asked the client to wait (its Retry-After header), when it said.
 */
export class SignInApiError extends Error {
  override name = 'SignInApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number | undefined,
  ) {
    super(message)
  }
}

/** A sign-in request that got no complete answer within its time limit (SiweAdapterOptions.requestTimeoutMs). */
export class SignInTimeoutError extends SignInApiError {
  override name = 'SignInTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(0, `The sign-in API did not answer within ${Math.ceil(timeoutMs / 1000)} s`)
  }
}

/** A sign-in request cancelled by its flow (the account changed, or the person signed out meanwhile). */
export class SignInCancelledError extends SignInApiError {
  override name = 'SignInCancelledError'
  constructor() {
    super(0, 'The sign-in request was cancelled')
  }
}

/** The server did not confirm the sign-out after the client's bounded retries: the session may still work. */
export class SignOutUnconfirmedError extends WalletError {
  static readonly code = 'SIGN_OUT_UNCONFIRMED'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.signOutUnconfirmed, {
      code: 'SIGN_OUT_UNCONFIRMED',
      ...options,
      name: 'SignOutUnconfirmedError',
    })
  }
}

/** The sign-out reached the server without a session cookie (401): nothing was ended, so nothing is reported ended. */
export class NoSessionToSignOutError extends WalletError {
  static readonly code = 'NO_SESSION_TO_SIGN_OUT'
  constructor(options: WalletErrorOptions = {}) {
    super(SIGN_IN_MESSAGES.noSessionToSignOut, {
      code: 'NO_SESSION_TO_SIGN_OUT',
      ...options,
      name: 'NoSessionToSignOutError',
    })
  }
}

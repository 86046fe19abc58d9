// Sign-in (SIWE, EIP-4361) on top of the wallet module: the state machine and the default adapter.
export { createSignIn } from './createSignIn.ts'
export type { SignIn, SignInState, CreateSignInParameters } from './createSignIn.ts'
export { createSiweAdapter, DEFAULT_SIWE_STATEMENT, SIWE_MESSAGE_LIFETIME_MS } from './createSiweAdapter.ts'
export type { SiweAdapterOptions } from './createSiweAdapter.ts'
export { SIGN_IN_MESSAGES, signInWaitMessage } from './messages.ts'
export { MAX_RETRY_WAIT_MS, parseRetryAfter } from './retryAfter.ts'
export { confirmSignOut, SIGN_OUT_ATTEMPTS, SIGN_OUT_RETRY_MS } from './confirmSignOut.ts'
export type { ConfirmSignOutOptions } from './confirmSignOut.ts'
export { SIGN_IN_REQUEST_TIMEOUT_MS } from './siweApi.ts'
export {
  PrepareMessageError,
  SignMessageError,
  VerifySignatureError,
  NoAuthenticationAdapterError,
  SignInApiError,
  SignInTimeoutError,
  SignInCancelledError,
  SignOutUnconfirmedError,
  NoSessionToSignOutError,
} from './errors.ts'
export type {
  SignInAdapter,
  SignInCallOptions,
  SignInSession,
  SignInStep,
  SignInWait,
  SignOutState,
  CreateMessageArgs,
} from './types.ts'
export type { FetchFunction } from './siweApi.ts'

/** Public types of sign-in (Sign-In with Ethereum, EIP-4361) layered on a connected wallet. */
import type { Address } from 'viem'

/** What the adapter needs to build a message (address, chain id and nonce). */
export interface CreateMessageArgs {
  readonly address: Address
  readonly chainId: number
  readonly nonce: string
}

/** The account a server session was opened for. */
export interface SignInSession {
  readonly address: Address
  readonly chainId: number
}

/**
 * How the app talks to its sign-in backend: four calls (nonce, message, verify, session) plus sign-out and a
 * session read. The backend calls take SignInCallOptions: an adapter that waits before a retry reports it
 * through `onWait` and stops waiting when `signal` aborts. `Message` is whatever the adapter builds (the default adapter: viem's `SiweMessage`).
 */
export interface SignInAdapter<Message = unknown> {
  /** A fresh single-use nonce from the backend. */
  getNonce(options?: SignInCallOptions): Promise<string>
  createMessage(args: CreateMessageArgs): Message
  /** The exact text the wallet signs. */
  getMessageBody(args: { readonly message: Message }): string
  /** true: the backend accepted the signature and opened a session; false or a rejection: it did not. */
  verify(
    args: { readonly message: Message; readonly signature: `0x${string}` },
    options?: SignInCallOptions,
  ): Promise<boolean>
  /**
   * Ends the backend session. Resolves only once the backend confirmed that the session ended; rejects when it
   * did not (unreachable, its store down) or when the request named no session (the default adapter: a 401).
   */
  signOut(options?: SignInCallOptions): Promise<void>
  /** The backend's current session, or undefined when signed out. */
  getSession(options?: SignInCallOptions): Promise<SignInSession | undefined>
}

/**
 * A sign-out while it runs and once it ended: `signing-out`, `retrying` (the server could not confirm yet; the
 * client tries again, a bounded number of times), `signed-out` (the server confirmed), `failed` (`error` says why:
 * unconfirmed, or no session came with the request). `message` is the sentence to show.
 */
export interface SignOutState {
  readonly status: 'signing-out' | 'retrying' | 'signed-out' | 'failed'
  readonly message: string
  /** true once a first attempt went unconfirmed: a view then tells the person how it ended. */
  readonly retried: boolean
}

/** Verify flow: idle, signing, verifying, back to idle on error. */
export type SignInStep = 'idle' | 'signing' | 'verifying'

/** A wait the client is sitting through before its one retry. */
export interface SignInWait {
  /** 429: this client asked too often; 503: the server cannot answer right now. */
  readonly status: 429 | 503
  /** Whole seconds of the wait (at least 1, for people). */
  readonly seconds: number
  /** When the retry goes out (milliseconds since the epoch). */
  readonly until: number
}

/** What a caller of the sign-in API may pass to follow (or cancel) a wait. */
export interface SignInCallOptions {
  readonly onWait?: ((wait: SignInWait) => void) | undefined
  /** Aborting it ends a wait or a request at once; the call then fails (with the refusal it had, if any). */
  readonly signal?: AbortSignal | undefined
}

/**
 * createSignIn: the "Verify your account" state machine, outside any framework.
 * idle → signing → verifying → idle (authenticated on success, an error sentence on failure).
 * A rejected signature (4001) returns silently to idle. It keeps `wallet.state.auth` in step with
 * the server session: 'loading' while it is read, then 'authenticated' or 'unauthenticated'.
 * While the adapter waits out a Retry-After before its one retry, `state.wait` says how long.
 * A sign-out is reported done only once the server confirmed it (confirmSignOut.ts); `state.signOut` says where
 * it stands, with the sentence to show.
 *
 * @example
 * const signIn = createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe' }) })
 * await signIn.signIn()
 */
import { isAddressEqual } from 'viem'
import { proxy, ref } from 'valtio/vanilla'
import { guardedConfig } from '../errors/boundary.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { WalletError } from '../errors/WalletError.ts'
import type { OperationEnd, Wallet, WalletOperation } from '../store/walletApi.ts'
import { confirmSignOut } from './confirmSignOut.ts'
import { NoAuthenticationAdapterError, PrepareMessageError, SignMessageError, VerifySignatureError } from './errors.ts'
import { SIGN_IN_MESSAGES, signInWaitMessage } from './messages.ts'
import type { SignInAdapter, SignInCallOptions, SignInSession, SignInStep, SignInWait, SignOutState } from './types.ts'

export interface SignInState {
  step: SignInStep
  /** The last failure (its shortMessage is one of SIGN_IN_MESSAGES); cleared by the next attempt. */
  error: WalletError | undefined
  session: SignInSession | undefined
  /**
   * Set while the server asked to wait (429/503 with Retry-After) and the flow retries after it, with the
   * sentence to show (signInWaitMessage), so a view needs no code of this module to say it.
   */
  wait: (SignInWait & { readonly message: string }) | undefined
  /** The last sign-out (undefined before any): running, retrying, or how it ended; cleared by the next sign-in. */
  signOut: SignOutState | undefined
  /** Why the last sign-out failed (SignOutUnconfirmedError or NoSessionToSignOutError); undefined otherwise. */
  signOutError: WalletError | undefined
}

export interface SignIn {
  /** valtio proxy: subscribe, or read in React with useSnapshot. */
  readonly state: SignInState
  /** Runs the verify flow once; never rejects (failures land in state.error). */
  signIn(): Promise<void>
  /**
   * Ends the server session; the wallet stays connected and unauthenticated. Never rejects: it resolves once the
   * server confirmed (state.signOut 'signed-out') or the bounded retries gave up ('failed', with signOutError).
   */
  signOut(): Promise<void>
  /** Reads the server session again (e.g. after another tab signed in). */
  refresh(): Promise<void>
  destroy(): void
}

export interface CreateSignInParameters {
  readonly wallet: Wallet
  readonly adapter: SignInAdapter | undefined
}

/** The parameters are untrusted input: ones that cannot be read (a getter, a Proxy) are a WalletConfigError. */
export function createSignIn(parameters: CreateSignInParameters): SignIn {
  return guardedConfig('createSignIn', () => buildSignIn(parameters))
}

function buildSignIn({ wallet, adapter: maybeAdapter }: CreateSignInParameters): SignIn {
  if (!maybeAdapter) throw new NoAuthenticationAdapterError()
  const adapter: SignInAdapter = maybeAdapter
  const state = proxy<SignInState>({
    step: 'idle',
    error: undefined,
    session: undefined,
    wait: undefined,
    signOut: undefined,
    signOutError: undefined,
  })
  let sessionLoaded = false
  // Bumped whenever the account changes or the session is dropped: a flow started before is stale.
  let generation = 0
  // Ends the running flow's wait for a retry (if any) when the flow goes stale.
  let flow = new AbortController()
  const endFlow = (): void => {
    flow.abort()
    state.wait = undefined
  }

  const sessionMatchesWallet = (): boolean =>
    state.session !== undefined &&
    wallet.state.address !== undefined &&
    isAddressEqual(state.session.address, wallet.state.address)

  function updateAuth(): void {
    wallet.state.auth = !sessionLoaded ? 'loading' : sessionMatchesWallet() ? 'authenticated' : 'unauthenticated'
  }

  async function refresh(): Promise<void> {
    // A running flow decides the session itself; an older answer must not overwrite its result.
    if (state.step !== 'idle') return
    const mine = generation
    const read = await adapter.getSession().then(
      (session) => ({ session }),
      () => undefined,
    )
    if (mine !== generation) return
    // A read that failed (server restarting, its store down) says nothing about the session: keep what is known.
    // Only the first read, with nothing known yet, counts a failure as signed out.
    if (read === undefined && sessionLoaded) return
    state.session = read?.session
    sessionLoaded = true
    updateAuth()
  }

  /** A session opened for another account (or none at all now) is ended on the server too. */
  function dropSession(): void {
    generation += 1
    endFlow()
    Object.assign(state, { step: 'idle', error: undefined })
    if (state.session !== undefined) {
      state.session = undefined
      void endSession()
    }
    updateAuth()
  }

  // The running sign-out; a newer one (or a sign-in, whose cookie would replace the one it names) ends it.
  let leaving = new AbortController()
  async function endSession(): Promise<void> {
    leaving.abort()
    const mine = new AbortController()
    leaving = mine
    // A sign-out again after one that went unconfirmed is a retry too: its end is worth saying.
    let retried = state.signOut?.status === 'failed' || state.signOut?.status === 'retrying'
    const show = (status: SignOutState['status'], message: string): void => {
      if (leaving === mine) state.signOut = { status, message, retried }
    }
    state.signOutError = undefined
    show('signing-out', SIGN_IN_MESSAGES.signingOut)
    try {
      await confirmSignOut((options) => adapter.signOut(options), {
        signal: mine.signal,
        onRetrying: () => {
          retried = true
          show('retrying', SIGN_IN_MESSAGES.signOutRetrying)
        },
      })
      show('signed-out', SIGN_IN_MESSAGES.signedOut)
    } catch (cause) {
      if (leaving !== mine || !(cause instanceof WalletError)) return
      state.signOutError = ref(cause)
      show('failed', cause.shortMessage)
    }
  }

  // The account a flow or session belongs to; a different one (or none) makes both stale.
  let account = wallet.state.address
  const stopEvents = wallet.onEvent((event) => {
    if (event.type === 'connecting') return
    const previous = account
    account = event.type === 'change' ? event.address : undefined
    const sessionElsewhere =
      state.session !== undefined && (!account || !isAddressEqual(state.session.address, account))
    if (!account || sessionElsewhere || (previous && !isAddressEqual(previous, account))) return dropSession()
    updateAuth()
  })

  const fail = (error: WalletError): void => {
    Object.assign(state, { step: 'idle', error: ref(error) })
  }

  async function signIn(): Promise<void> {
    const { address, chainId } = wallet.state
    if (state.step !== 'idle' || !address || chainId === undefined) return
    const mine = ++generation
    // A sign-out still retrying would end the session this sign-in opens (the new cookie replaces the old).
    leaving.abort()
    Object.assign(state, { step: 'signing', error: undefined, signOut: undefined, signOutError: undefined })
    const stale = (): boolean => mine !== generation
    flow = new AbortController()
    const showWait = (wait: SignInWait | undefined): void => {
      if (!stale()) state.wait = wait && { ...wait, message: signInWaitMessage(wait) }
    }
    const calls: SignInCallOptions = { signal: flow.signal, onWait: showWait }
    const waited = (): void => showWait(undefined)

    let message: unknown
    let body: string
    try {
      const nonce = await adapter.getNonce(calls).finally(waited)
      message = adapter.createMessage({ address, chainId, nonce })
      body = adapter.getMessageBody({ message })
    } catch (cause) {
      return stale() ? undefined : fail(new PrepareMessageError({ cause: asError(cause) }))
    }
    if (stale()) return

    // The signature and its verification are the call log's operation 'sign in', ended on every path.
    const operation = wallet.operation('sign in')
    let end: OperationEnd = SIGN_IN_STOPPED
    try {
      end = await signAndVerify(operation, { message, body, calls, waited, stale })
      if (end.status === 'succeeded') {
        generation += 1 // session reads started before this point are out of date
        Object.assign(state, { step: 'idle', error: undefined, session: { address, chainId } })
        sessionLoaded = true
        updateAuth()
      }
    } finally {
      operation.end(end)
    }
  }

  /**
   * Asks the wallet to sign `body`, then the adapter to verify it; leaves the state at the failure and says how
   * the operation ended: rejected (the person said no: back to idle, silently), failed (with the sentence the
   * dialog shows), stopped (the account or session changed meanwhile), or succeeded (the caller opens the session).
   */
  async function signAndVerify(operation: WalletOperation, flowing: Flowing): Promise<OperationEnd> {
    const { stale } = flowing
    let signature: `0x${string}`
    try {
      signature = await operation.signMessage(flowing.body)
    } catch (cause) {
      if (stale()) return SIGN_IN_STOPPED
      if (cause instanceof UserRejectedError) {
        state.step = 'idle'
        return { status: 'rejected', reason: cause.shortMessage }
      }
      const code = typeof (cause as { code?: unknown }).code === 'number' ? (cause as { code: number }).code : undefined
      fail(new SignMessageError({ cause: asError(cause), ...(code === undefined ? {} : { code }) }))
      return { status: 'failed', reason: SIGN_IN_MESSAGES.sign }
    }
    if (stale()) return SIGN_IN_STOPPED

    state.step = 'verifying'
    const verified = await adapter
      .verify({ message: flowing.message, signature }, flowing.calls)
      .catch((cause: unknown) => asError(cause))
      .finally(flowing.waited)
    if (stale()) return SIGN_IN_STOPPED
    if (verified !== true) {
      fail(new VerifySignatureError(verified instanceof Error ? { cause: verified } : {}))
      return { status: 'failed', reason: SIGN_IN_MESSAGES.verify }
    }
    return { status: 'succeeded' }
  }

  async function signOut(): Promise<void> {
    generation += 1
    endFlow()
    Object.assign(state, { step: 'idle', error: undefined, session: undefined })
    updateAuth()
    await endSession()
  }

  updateAuth()
  void refresh()
  return { state, signIn, signOut, refresh, destroy: stopEvents }
}

/** What a running sign-in hands from its message step to its signature and verification. */
interface Flowing {
  readonly message: unknown
  readonly body: string
  readonly calls: SignInCallOptions
  readonly waited: () => void
  readonly stale: () => boolean
}

/** A sign-in that stopped on the way: the account changed or the session was dropped meanwhile (nothing to show). */
const SIGN_IN_STOPPED: OperationEnd = { status: 'failed', reason: 'Sign-in stopped before it finished.' }

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value))
}

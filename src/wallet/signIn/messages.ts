import type { SignInWait } from './types.ts'

/** The sign-in messages people see, word for word (tests and the UI match them). */
export const SIGN_IN_MESSAGES = {
  prepare: 'Error preparing message, please retry!',
  sign: 'Error signing message, please retry!',
  verify: 'Error verifying signature, please retry!',
  noAdapter: 'No authentication adapter found',
  signingOut: 'Signing out…',
  signOutRetrying: 'Not signed out yet: the server cannot be reached. Trying again…',
  signedOut: 'Signed out.',
  signOutUnconfirmed: 'Not signed out: the server could not confirm that the session ended. Sign out again to retry.',
  noSessionToSignOut: 'Not signed out: this browser sent no session for the server to end.',
} as const

/** What a person reads while the client waits out a Retry-After before its one retry. */
export function signInWaitMessage(wait: SignInWait): string {
  try {
    const reason = wait.status === 429 ? 'Sign-in is busy (too many attempts)' : 'Sign-in is unavailable for a moment'
    return `${reason}: trying again in ${wait.seconds} s…`
  } catch {
    // A wait that throws when read (a getter, a Proxy): the sentence without its figures.
    return 'Sign-in is unavailable for a moment: trying again shortly…'
  }
}

import { useState } from 'react'
import { useSnapshot } from 'valtio'
import type { SignIn, SignOutState } from '../../wallet/signIn.ts'
import '../kit/feedback.css'
import './signOutNotice.css'

/**
 * How a sign-out stands, when the person needs to know: while it retries ('Not signed out yet…'), when it failed
 * (with Sign out again), and that it ended after a retry. A first-try sign-out needs no words: the wallet is gone.
 */
export function SignOutNotice({ signIn }: { readonly signIn: SignIn }) {
  const { signOut } = useSnapshot(signIn.state)
  const [dismissed, setDismissed] = useState<SignOutState>()
  if (!signOut || signOut === dismissed || !worthSaying(signOut)) return null
  const failed = signOut.status === 'failed'
  return (
    <div
      className={`feedback ${failed ? 'feedback-error' : 'feedback-pending'} sign-out-notice`}
      role={failed ? 'alert' : 'status'}
    >
      <span>{signOut.message}</span>
      {failed && (
        <button type="button" className="btn btn-quiet" onClick={() => void signIn.signOut()}>
          Sign out again
        </button>
      )}
      {signOut.status !== 'retrying' && (
        <button type="button" className="btn btn-quiet" onClick={() => setDismissed(signOut)}>
          Dismiss
        </button>
      )}
    </div>
  )
}

function worthSaying(signOut: SignOutState): boolean {
  return (
    signOut.status === 'retrying' || signOut.status === 'failed' || (signOut.status === 'signed-out' && signOut.retried)
  )
}

import { useEffect, useState } from 'react'
import type { SignIn } from '../../wallet/signIn.ts'
import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { DialogLoadFailed } from '../kit/dialog/DialogLoadFailed'
import { useWallet, useWalletState } from '../wallet/useWallet'
import { SignOutNotice } from './SignOutNotice'
import type { VerifyDialogProps } from './VerifyDialog'

// Its own chunk: nothing of sign-in is fetched before the first paint.
const verifyDialog = lazyComponent<VerifyDialogProps>(() => import('./VerifyDialog').then((m) => m.VerifyDialog))

export interface SignInHostProps {
  /** The sign-in instance when sign-in is configured (it loads as a lazy chunk); undefined: sign-in is off. */
  readonly signIn: Promise<SignIn> | undefined
}

/** Opens "Verify your account" whenever a wallet is connected to a supported chain but not signed in (docs/requirements.md, "States"). */
export function SignInHost({ signIn: pending }: SignInHostProps) {
  const [signIn, setSignIn] = useState<SignIn>()
  const [failed, setFailed] = useState(false)
  const wallet = useWallet()
  const { status, auth, unsupported } = useWalletState()

  useEffect(() => {
    let live = true
    pending?.then(
      (instance) => live && setSignIn(instance),
      (error: unknown) => {
        console.error('Sign-in could not load:', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [pending])

  // Another tab may have signed in or out meanwhile: read the session again when this one comes back.
  useEffect(() => {
    if (!signIn) return
    const onVisible = () => void (document.visibilityState === 'visible' && signIn.refresh())
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [signIn])

  // On an unsupported chain the wrong-network banner comes first: a modal here would cover its switch button.
  const needed =
    status === 'connected' && !unsupported && (auth === 'unauthenticated' || (failed && pending !== undefined))
  // A sign-out's outcome outlives the wallet (a disconnect signs out): it is shown whatever the dialog does.
  const notice = signIn ? <SignOutNotice signIn={signIn} /> : null
  if (!needed) return notice
  if (!signIn)
    return failed ? (
      <DialogLoadFailed onRetry={() => location.reload()} onClose={() => void wallet.disconnect()} />
    ) : null
  return (
    <>
      {notice}
      <LazyBoundary failed={(retry) => <DialogLoadFailed onRetry={retry} onClose={() => void wallet.disconnect()} />}>
        <verifyDialog.Component signIn={signIn} />
      </LazyBoundary>
    </>
  )
}

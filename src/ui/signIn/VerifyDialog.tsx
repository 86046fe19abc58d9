import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { SignIn } from '../../wallet/signIn.ts'
import { shortenAddress } from '../../wallet'
import { Dialog } from '../kit/dialog/Dialog'
import { DialogHeader } from '../kit/dialog/DialogHeader'
import { useWallet, useWalletState } from '../wallet/useWallet'
import './signIn.css'

export interface VerifyDialogProps {
  readonly signIn: SignIn
}

const STEP_TEXT = { signing: 'Waiting for signature…', verifying: 'Verifying signature…' } as const

/**
 * "Verify your account" (docs/requirements.md, "Wallet dialogs"): a connected wallet signs a sign-in message before using the app.
 * Cancel, Close and Escape disconnect: the app is not usable connected-but-unverified.
 */
export function VerifyDialog({ signIn }: VerifyDialogProps) {
  const wallet = useWallet()
  const { address } = useWalletState()
  const { step, error, wait } = useSnapshot(signIn.state)
  const [cancelling, setCancelling] = useState(false)
  const busy = step !== 'idle'
  const signButton = useRef<HTMLButtonElement>(null)

  // The button was disabled while the wallet asked (focus fell to the page): give it back for a retry.
  useEffect(() => {
    if (!busy) signButton.current?.focus()
  }, [busy])

  const cancel = () => {
    setCancelling(true)
    void wallet.disconnect().finally(() => setCancelling(false))
  }

  return (
    <Dialog titleId="verify-title" onClose={cancel} className="verify-dialog">
      <DialogHeader titleId="verify-title" title="Verify your account" onClose={cancel} />
      <div className="dialog-body verify-body">
        <div className="verify-badge" aria-hidden="true">
          ✍
        </div>
        <p className="verify-lead">
          To finish connecting, sign a message in your wallet to prove that you own{' '}
          {address ? <strong title={address}>{shortenAddress(address)}</strong> : 'this account'}.
        </p>
        <p className="verify-note">Signing is free: it does not send a transaction or spend any funds.</p>
        <p className="verify-status" role="status" aria-live="polite">
          {busy ? (wait ? wait.message : STEP_TEXT[step]) : ''}
        </p>
        {error && !busy && (
          <p className="dialog-error" role="alert">
            {error.shortMessage}
          </p>
        )}
        <div className="verify-actions">
          <button
            ref={signButton}
            type="button"
            className="btn btn-primary"
            disabled={busy || cancelling}
            onClick={() => void signIn.signIn()}
            data-autofocus
          >
            Sign message
          </button>
          <button type="button" className="btn btn-quiet" disabled={cancelling} onClick={cancel}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  )
}

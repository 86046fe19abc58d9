import { useId, type ReactNode } from 'react'
import type { PreflightError } from '../../app/index.ts'
import { useModals } from '../modals/ModalContext'
import { SwitchToChainButton } from '../network/SwitchToChainButton'
import { CONNECT_WALLET_LABEL } from '../connect/connectLabel'
import { useShownAfter } from './useShownAfter'

/** How long the data may take before 'Loading…' appears: a reconnect's reads usually land within it. */
const LOADING_NOTICE_DELAY_MS = 400

interface ActionButtonProps {
  /** Why the wallet cannot write now (useWriteBlockerError); 'not-connected' makes this the 'Connect Wallet' button. */
  readonly blocker: PreflightError | undefined
  /** The action's own label ('Stake', 'Mint', 'Claim rewards'). */
  readonly children: ReactNode
  /** Shown instead of the label while the action runs. */
  readonly busyLabel: string
  readonly busy: boolean
  /** 'submit' inside a form; otherwise onClick runs the action. */
  readonly type?: 'submit' | 'button'
  readonly onClick?: () => void
  /**
   * false until the data the action depends on has been read: the button waits, disabled, and says 'Loading…' under it
   * if the wait lasts (LOADING_NOTICE_DELAY_MS).
   */
  readonly ready?: boolean
  /** Why the action cannot run although the wallet could write (nothing to claim, invalid input). */
  readonly reason?: string | undefined
  /** Shows the reason under the button (default); false when the form says it elsewhere (a field error). */
  readonly showReason?: boolean
  readonly className?: string
}

/**
 * A write's primary button. Disconnected, it is the way in: 'Connect Wallet' opens the connect dialog instead of a
 * disabled button with 'Connect a wallet first.' under it; on the wrong network it is 'Switch to <chain>'. Otherwise it waits for the wallet's network, then for the
 * data, then for the action's own reason, and says which one under it.
 */
export function ActionButton({
  blocker,
  children,
  busyLabel,
  busy,
  type = 'button',
  onClick,
  ready = true,
  reason,
  showReason = true,
  className = 'btn btn-primary btn-wide',
}: ActionButtonProps) {
  const { openConnectModal } = useModals()
  const loadingNoticed = useShownAfter(!ready, LOADING_NOTICE_DELAY_MS)
  const reasonId = useId()
  if (blocker?.code === 'not-connected') {
    return (
      <button type="button" className={className} onClick={openConnectModal}>
        {CONNECT_WALLET_LABEL}
      </button>
    )
  }
  // On a network without the contracts (or one the app does not know), the way forward is a switch, not a wait.
  if (blocker?.code === 'no-contracts' || blocker?.code === 'wrong-network') {
    return <SwitchToChainButton reason={blocker.shortMessage} className={className} />
  }
  const why = blocker?.shortMessage ?? (ready ? reason : 'Loading…')
  const saysWhy = blocker !== undefined || (ready ? showReason : loadingNoticed)
  // The reason under a disabled button is its description, so a screen reader says why along with the label.
  const shownWhy = why !== undefined && !busy && saysWhy ? why : undefined
  return (
    <>
      <button
        type={type}
        className={className}
        onClick={onClick}
        disabled={busy || why !== undefined}
        aria-describedby={shownWhy === undefined ? undefined : reasonId}
      >
        {busy ? busyLabel : children}
      </button>
      {shownWhy !== undefined && (
        <p id={reasonId} className="disabled-reason">
          {shownWhy}
        </p>
      )}
    </>
  )
}

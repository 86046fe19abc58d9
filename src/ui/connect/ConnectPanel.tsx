import { NO_PROJECT_ID } from '../../wallet'
import type { ConnectorUri, WalletOption } from '../../wallet/index.ts'
import { CONNECT_CANCELLED_MESSAGE } from './connectError'
import { howToGet } from './howToGet'
import { QrConnect } from './QrConnect'
import type { ConnectAttempt } from './useConnectFlow'
import { WalletIcon } from './WalletIcon'

interface ConnectPanelProps {
  readonly option: WalletOption
  readonly attempt: ConnectAttempt
  readonly uri: ConnectorUri | undefined
  readonly mobile: boolean
  readonly onRetry: () => void
  /** This wallet's own Get page. */
  readonly onGet: () => void
  /** Get a Wallet: the list of wallets to get. */
  readonly onGetWallet: () => void
  readonly onChooseAnother: () => void
}

/** Without a project id WalletConnect cannot pair: say so plainly instead of showing a broken QR. */
export const WALLETCONNECT_NEEDS_PROJECT_ID =
  'WalletConnect needs a WalletConnect Cloud project id, and this app has none configured. Use a browser wallet instead.'

/** CONNECT: connecting (with the wallet's icon), the QR step, or what went wrong with RETRY. */
export function ConnectPanel(props: ConnectPanelProps) {
  const { option, attempt, uri, mobile, onRetry, onChooseAnother } = props
  const mine = attempt.phase !== 'idle' && attempt.optionId === option.id
  const phase = mine ? attempt.phase : 'idle'
  const qrUri = option.usesWalletConnect && phase === 'connecting' ? uri : undefined

  if (qrUri) return <QrConnect option={option} uri={qrUri} mobile={mobile} />

  const retryActions = (
    <div className="connect-actions">
      <button type="button" className="btn btn-primary" onClick={onRetry} data-autofocus>
        RETRY
      </button>
      <button type="button" className="btn btn-quiet" onClick={onChooseAnother}>
        Choose another wallet
      </button>
    </div>
  )

  return (
    <div className="connect-status" aria-live="polite">
      <span className={`connect-icon-ring${phase === 'connecting' ? ' is-spinning' : ''}`}>
        <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} />
      </span>
      {!option.ready ? (
        <NotReady {...props} />
      ) : phase === 'connecting' ? (
        <>
          <strong role="status">Opening {option.name}…</strong>
          <span className="muted">
            {option.usesWalletConnect ? 'Preparing a connection…' : `Confirm connection in ${option.name}.`}
          </span>
        </>
      ) : phase === 'cancelled' ? (
        <>
          <strong role="status">{CONNECT_CANCELLED_MESSAGE}</strong>
          <span className="muted">Nothing was shared with this app. Retry when you are ready.</span>
          {retryActions}
        </>
      ) : phase === 'pending' || phase === 'failed' ? (
        <>
          <p className="dialog-error" role="alert">
            {attempt.phase === 'pending' || attempt.phase === 'failed' ? attempt.message : ''}
          </p>
          {retryActions}
        </>
      ) : (
        <>
          <strong>{option.name}</strong>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Connect
          </button>
        </>
      )}
    </div>
  )
}

/** A wallet that cannot connect here: why, and the way on (its Get page, or Get a Wallet). */
function NotReady({ option, onGet, onGetWallet, onChooseAnother }: ConnectPanelProps) {
  const chooseAnother = (
    <button type="button" className="btn btn-quiet" onClick={onChooseAnother}>
      Choose another wallet
    </button>
  )
  const getWallet = (
    <button type="button" className="btn btn-primary" onClick={onGetWallet} data-autofocus>
      Get a Wallet
    </button>
  )
  if (option.usesWalletConnect) {
    // Chosen although marked unavailable: the configuration error, then what to do instead.
    return (
      <>
        <p className="dialog-error connect-note" role="alert">
          {NO_PROJECT_ID}
        </p>
        <p className="muted connect-note">{WALLETCONNECT_NEEDS_PROJECT_ID}</p>
        <div className="connect-actions">
          {getWallet}
          {chooseAnother}
        </div>
      </>
    )
  }
  const ownGetPage = howToGet(option) !== undefined
  return (
    <>
      <strong>
        {option.name} {option.notReadyLabel ?? 'is not installed'}
      </strong>
      <span className="muted connect-note">
        {option.hint ?? 'No wallet extension was found in this browser. Get one, then refresh this page.'}
      </span>
      <div className="connect-actions">
        {ownGetPage ? (
          <button type="button" className="btn btn-primary" onClick={onGet} data-autofocus>
            Get {option.name}
          </button>
        ) : (
          getWallet
        )}
        {chooseAnother}
      </div>
    </>
  )
}

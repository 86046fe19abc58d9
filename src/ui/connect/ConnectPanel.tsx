import { NO_PROJECT_ID } from '../../wallet'
import type { ConnectorUri, WalletOption } from '../../wallet/index.ts'
import { hasDownloads } from './platform'
import { QrConnect } from './QrConnect'
import type { ConnectAttempt } from './useConnectFlow'
import { WalletIcon } from './WalletIcon'

interface ConnectPanelProps {
  readonly option: WalletOption
  readonly attempt: ConnectAttempt
  readonly uri: ConnectorUri | undefined
  readonly mobile: boolean
  readonly onRetry: () => void
  readonly onGet: () => void
  readonly onChooseAnother: () => void
}

/** Without a project id WalletConnect cannot pair: say so plainly instead of showing a broken QR. */
export const WALLETCONNECT_NEEDS_PROJECT_ID =
  'This option connects through WalletConnect, which needs a WalletConnect Cloud project id. This app has none configured, so use a browser wallet instead.'

/** CONNECT: connecting (with the wallet's icon), the QR step, or what went wrong with RETRY. */
export function ConnectPanel({ option, attempt, uri, mobile, onRetry, onGet, onChooseAnother }: ConnectPanelProps) {
  const mine = attempt.phase !== 'idle' && attempt.optionId === option.id
  const phase = mine ? attempt.phase : 'idle'
  const qrUri = option.usesWalletConnect && phase === 'connecting' ? uri : undefined

  if (qrUri) return <QrConnect option={option} uri={qrUri} mobile={mobile} />

  return (
    <div className="connect-status" aria-live="polite">
      <span className={`connect-icon-ring${phase === 'connecting' ? ' is-spinning' : ''}`}>
        <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} />
      </span>
      {!option.ready ? (
        <NotReady option={option} onGet={onGet} />
      ) : phase === 'connecting' ? (
        <>
          <strong role="status">Opening {option.name}…</strong>
          <span className="muted">
            {option.usesWalletConnect ? 'Preparing a connection…' : `Confirm connection in ${option.name}.`}
          </span>
        </>
      ) : phase === 'pending' || phase === 'failed' ? (
        <>
          <p className="dialog-error" role="alert">
            {attempt.phase === 'pending' || attempt.phase === 'failed' ? attempt.message : ''}
          </p>
          <div className="connect-actions">
            <button type="button" className="btn btn-primary" onClick={onRetry} data-autofocus>
              RETRY
            </button>
            <button type="button" className="btn btn-quiet" onClick={onChooseAnother}>
              Choose another wallet
            </button>
          </div>
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

function NotReady({ option, onGet }: { readonly option: WalletOption; readonly onGet: () => void }) {
  const get = hasDownloads(option.downloadUrls) && (
    <button type="button" className="btn btn-primary" onClick={onGet}>
      Get {option.name}
    </button>
  )
  if (option.usesWalletConnect) {
    return (
      <>
        <p className="dialog-error connect-note" role="alert">
          {NO_PROJECT_ID}
        </p>
        <p className="muted connect-note">{WALLETCONNECT_NEEDS_PROJECT_ID}</p>
        {get}
      </>
    )
  }
  return (
    <>
      <strong>
        {option.name} {option.notReadyLabel ?? 'is not installed'}
      </strong>
      {get || <span className="muted">It cannot be used in this browser.</span>}
    </>
  )
}

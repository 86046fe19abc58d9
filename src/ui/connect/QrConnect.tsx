import type { ConnectorUri, WalletOption } from '../../wallet/index.ts'
import { useCopy } from '../kit/useCopy'
import { LazyQrCode } from '../kit/qr/LazyQrCode'
import { DevPhoneWalletLink } from './devPhoneWallet'

interface QrConnectProps {
  readonly option: WalletOption
  readonly uri: ConnectorUri
  readonly mobile: boolean
}

/** The QR step: the pairing URI as a QR code with the wallet's logo, copy, or a deep link on phones. */
export function QrConnect({ option, uri, mobile }: QrConnectProps) {
  const { copied, failed, copy } = useCopy()
  const deepLink = uri.deepLink ?? option.deepLink?.(uri.uri)
  if (mobile && deepLink) {
    return (
      <div className="connect-qr">
        <p className="muted">Continue in {option.name} to approve the connection.</p>
        <a className="btn btn-primary" href={deepLink}>
          Open {option.name}
        </a>
        <DevPhoneWalletLink uri={uri.uri} />
      </div>
    )
  }
  return (
    <div className="connect-qr">
      <p className="muted">Scan with {option.name}</p>
      <LazyQrCode uri={uri.uri} size={240} logoUrl={option.iconUrl} />
      <button type="button" className="btn btn-small btn-quiet" onClick={() => void copy(uri.uri)}>
        {copied ? 'Copied!' : 'Copy to Clipboard'}
      </button>
      {failed && <p className="dialog-error">Copying is blocked in this browser; select the code’s link instead.</p>}
      <DevPhoneWalletLink uri={uri.uri} />
    </div>
  )
}

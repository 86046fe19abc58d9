import type { WalletOption } from '../../wallet/index.ts'
import { LazyQrCode } from '../kit/qr/LazyQrCode'
import { mobileQrUrl, safeHref } from './platform'

interface DownloadPanelProps {
  readonly option: WalletOption
  readonly onContinue: () => void
}

/** DOWNLOAD: a QR code to fetch the mobile app from a desktop, then the set-up instructions. */
export function DownloadPanel({ option, onContinue }: DownloadPanelProps) {
  const url = mobileQrUrl(option.downloadUrls)
  const href = safeHref(url)
  return (
    <div className="connect-download">
      <p className="muted">Scan with your phone to download on iOS or Android</p>
      {url && <LazyQrCode uri={url} size={200} logoUrl={option.iconUrl} />}
      {href && (
        <a className="connect-link" href={href} target="_blank" rel="noopener noreferrer">
          Open the download page
        </a>
      )}
      <button type="button" className="btn btn-primary" onClick={onContinue}>
        Continue
      </button>
    </div>
  )
}

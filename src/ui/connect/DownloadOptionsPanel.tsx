import type { WalletOption } from '../../wallet/index.ts'
import { BROWSER_LABELS, extensionUrl, mobileQrUrl, safeHref, type BrowserName } from './platform'
import { WalletIcon } from './WalletIcon'

interface DownloadOptionsPanelProps {
  readonly option: WalletOption
  readonly browser: BrowserName | undefined
  readonly onExtension: () => void
  readonly onMobile: () => void
}

/**
 * DOWNLOAD_OPTIONS: the wallet's browser extension for this browser and its mobile app, or for a wallet
 * that is a web app (Safe) the app itself, which opens this page inside it.
 */
export function DownloadOptionsPanel({ option, browser, onExtension, onMobile }: DownloadOptionsPanelProps) {
  const extension = safeHref(extensionUrl(option.downloadUrls, browser))
  const mobile = mobileQrUrl(option.downloadUrls)
  const webApp = safeHref(option.downloadUrls?.webApp)
  const browserLabel = browser ? BROWSER_LABELS[browser] : 'your browser'
  return (
    <div className="connect-download-options">
      {webApp && (
        <div className="download-card">
          <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} />
          <strong>The {option.name} app</strong>
          <span className="muted">
            {option.name} runs in your browser, with nothing to install. Open it, then open this page from its Apps list
            to connect your {option.name} account.
          </span>
          <a className="btn btn-primary" href={webApp} target="_blank" rel="noopener noreferrer">
            Open the {option.name} app
          </a>
        </div>
      )}
      {extension && (
        <div className="download-card">
          <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} />
          <strong>
            {option.name} for {browserLabel}
          </strong>
          <span className="muted">Access your wallet right from your favorite web browser.</span>
          <a
            className="btn btn-primary"
            href={extension}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onExtension}
          >
            Add to {browserLabel}
          </a>
        </div>
      )}
      {mobile && (
        <div className="download-card">
          <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} />
          <strong>{option.name} for Mobile</strong>
          <span className="muted">Use the mobile wallet to explore the world of Ethereum.</span>
          <button type="button" className="btn btn-primary" onClick={onMobile}>
            Get the app
          </button>
        </div>
      )}
      {!extension && !mobile && !webApp && (
        <p className="muted">{option.name} has no download for this browser or platform.</p>
      )}
    </div>
  )
}

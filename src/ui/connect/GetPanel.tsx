import type { WalletOption } from '../../wallet/index.ts'
import { GET_ROUTE_LABELS, getList } from './howToGet'
import { mobileAppUrl, safeHref, type MobilePlatform } from './platform'
import { GET_LIST_LIMIT, MOBILE_GET_LIST_LIMIT } from './steps'
import { WalletIcon } from './WalletIcon'

interface GetPanelProps {
  readonly options: readonly WalletOption[]
  readonly mobile: boolean
  readonly platform: MobilePlatform | undefined
  /** The wallet the person picked, listed first. */
  readonly preferredId?: string
  /** A wallet's own Get page (its extension, app or web app). */
  readonly onGet: (option: WalletOption) => void
  /** A pairing-only option (WalletConnect): scanning is how it is "got". */
  readonly onScan: (option: WalletOption) => void
}

/**
 * 'Get a Wallet': up to 5 wallets that can be got (3 on a phone, where GET opens the store), each with
 * how: extension, mobile app, the Safe web app, or scanning with any mobile wallet (WalletConnect).
 */
export function GetPanel({ options, mobile, platform, preferredId, onGet, onScan }: GetPanelProps) {
  const shown = getList(options, preferredId, mobile ? MOBILE_GET_LIST_LIMIT : GET_LIST_LIMIT)
  return (
    <div className="connect-get">
      <ul className="get-list" aria-label="Wallets to get">
        {shown.map(({ option, route }) => {
          const storeUrl = mobile ? safeHref(mobileAppUrl(option.downloadUrls, platform)) : undefined
          return (
            <li key={option.id} className="get-item">
              <WalletIcon url={option.iconUrl} background={option.iconBackground} size={40} />
              <span className="get-item-text">
                <strong>{option.name}</strong>
                <span className="muted">{GET_ROUTE_LABELS[route]}</span>
              </span>
              {route === 'scan' ? (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => onScan(option)}
                  aria-label={`Scan with ${option.name}`}
                >
                  SCAN
                </button>
              ) : storeUrl ? (
                <a
                  className="btn btn-small"
                  href={storeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Get ${option.name}`}
                >
                  GET
                </a>
              ) : (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => onGet(option)}
                  aria-label={`Get ${option.name}`}
                >
                  GET
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {!mobile && (
        <p className="muted connect-footnote">
          Not what you’re looking for? Select a wallet to get started with a different wallet provider.
        </p>
      )}
    </div>
  )
}

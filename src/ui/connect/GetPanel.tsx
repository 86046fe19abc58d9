import type { WalletOption } from '../../wallet/index.ts'
import { GET_LIST_LIMIT, MOBILE_GET_LIST_LIMIT } from './steps'
import { hasDownloads, mobileAppUrl, safeHref, type MobilePlatform } from './platform'
import { WalletIcon } from './WalletIcon'

interface GetPanelProps {
  readonly options: readonly WalletOption[]
  readonly mobile: boolean
  readonly platform: MobilePlatform | undefined
  /** The wallet the person picked, listed first. */
  readonly preferredId?: string
  readonly onGet: (option: WalletOption) => void
}

/** 'Get a Wallet': up to 5 wallets that can be downloaded (3 on a phone, where GET opens the store). */
export function GetPanel({ options, mobile, platform, preferredId, onGet }: GetPanelProps) {
  const downloadable = options.filter((o) => hasDownloads(o.downloadUrls))
  const ordered = [
    ...downloadable.filter((o) => o.id === preferredId),
    ...downloadable.filter((o) => o.id !== preferredId),
  ]
  const shown = ordered.slice(0, mobile ? MOBILE_GET_LIST_LIMIT : GET_LIST_LIMIT)
  return (
    <div className="connect-get">
      <ul className="get-list">
        {shown.map((option) => {
          const storeUrl = mobile ? safeHref(mobileAppUrl(option.downloadUrls, platform)) : undefined
          return (
            <li key={option.id} className="get-item">
              <WalletIcon url={option.iconUrl} background={option.iconBackground} size={40} />
              <span className="get-item-text">
                <strong>{option.name}</strong>
                <span className="muted">{describeDownloads(option)}</span>
              </span>
              {storeUrl ? (
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

function describeDownloads(option: WalletOption): string {
  const urls = option.downloadUrls ?? {}
  const mobileApp = Boolean(urls.ios || urls.android || urls.mobile)
  const extension = Boolean(
    urls.browserExtension || urls.chrome || urls.edge || urls.firefox || urls.opera || urls.safari,
  )
  if (mobileApp && extension) return 'Mobile Wallet and Extension'
  return mobileApp ? 'Mobile Wallet' : 'Browser Extension'
}

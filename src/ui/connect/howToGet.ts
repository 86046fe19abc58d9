import type { WalletOption } from '../../wallet/index.ts'
import { hasDownloads } from './platform'

/**
 * How a person gets a wallet they do not have: install an extension and/or a mobile app, open a web
 * app that opens this page inside it (Safe), or scan a code with any mobile wallet (WalletConnect).
 */
export type GetRoute = 'extension' | 'mobile' | 'mobileAndExtension' | 'webApp' | 'scan'

/** The Get a Wallet list's line for each route. */
export const GET_ROUTE_LABELS: Record<GetRoute, string> = {
  extension: 'Browser Extension',
  mobile: 'Mobile Wallet',
  mobileAndExtension: 'Mobile Wallet and Extension',
  webApp: 'Web app: open this page inside it',
  scan: 'Scan with a mobile wallet',
}

/** undefined: nothing to get (e.g. WalletConnect with no project id, the generic Browser Wallet). */
export function howToGet(option: WalletOption): GetRoute | undefined {
  const urls = option.downloadUrls ?? {}
  const mobileApp = Boolean(urls.ios || urls.android || urls.mobile || urls.qrCode)
  const extension = Boolean(
    urls.browserExtension || urls.chrome || urls.edge || urls.firefox || urls.opera || urls.safari,
  )
  if (mobileApp && extension) return 'mobileAndExtension'
  if (mobileApp) return 'mobile'
  if (extension) return 'extension'
  if (urls.webApp) return 'webApp'
  // A pairing-only option (nothing of its own to download) is a way in only while WalletConnect is available.
  if (option.usesWalletConnect && option.ready && !hasDownloads(option.downloadUrls)) return 'scan'
  return undefined
}

/** Get list order: wallets to install, then scanning with any wallet, then the Safe app. */
const ROUTE_ORDER: Record<GetRoute, number> = { mobileAndExtension: 0, extension: 0, mobile: 0, scan: 1, webApp: 2 }

/** The wallets Get a Wallet offers, the one the person picked first, at most `limit`. */
export function getList(options: readonly WalletOption[], preferredId: string | undefined, limit: number) {
  const offered = options.flatMap((option) => {
    const route = howToGet(option)
    return route ? [{ option, route }] : []
  })
  const rank = (entry: { option: WalletOption; route: GetRoute }) =>
    entry.option.id === preferredId ? -1 : ROUTE_ORDER[entry.route]
  return offered.sort((a, b) => rank(a) - rank(b)).slice(0, limit)
}

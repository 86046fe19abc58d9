import type { DownloadUrls } from '../../wallet/index.ts'

export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'opera' | 'safari'
export type MobilePlatform = 'ios' | 'android'

export const BROWSER_LABELS: Record<BrowserName, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
  opera: 'Opera',
  safari: 'Safari',
}

/** The desktop browser from a user agent; order matters since Edge and Opera also say "Chrome". */
export function detectBrowser(userAgent: string): BrowserName | undefined {
  if (/Edg\//.test(userAgent)) return 'edge'
  if (/OPR\/|Opera/.test(userAgent)) return 'opera'
  if (/Firefox\//.test(userAgent)) return 'firefox'
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'chrome'
  if (/Safari\//.test(userAgent)) return 'safari'
  return undefined
}

export function detectMobilePlatform(userAgent: string): MobilePlatform | undefined {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  return undefined
}

/** The extension store page for this browser, else the wallet's generic extension page. */
export function extensionUrl(urls: DownloadUrls | undefined, browser: BrowserName | undefined): string | undefined {
  if (!urls) return undefined
  return (browser && urls[browser]) || urls.browserExtension
}

/** The app store page for this phone, else the wallet's generic mobile page. */
export function mobileAppUrl(urls: DownloadUrls | undefined, platform: MobilePlatform | undefined): string | undefined {
  if (!urls) return undefined
  return (platform && urls[platform]) || urls.mobile || urls.ios || urls.android
}

/** What a desktop visitor scans to get the mobile app. */
export function mobileQrUrl(urls: DownloadUrls | undefined): string | undefined {
  if (!urls) return undefined
  return urls.qrCode || urls.mobile || urls.ios || urls.android
}

/** Whether the wallet offers anything to download at all (the Get list shows only these). */
export function hasDownloads(urls: DownloadUrls | undefined): boolean {
  return Boolean(urls && Object.values(urls).some((url) => typeof url === 'string' && url !== ''))
}

/** Only web links may become hrefs: a wallet list entry is configuration, but discovered data is not. */
export function safeHref(url: string | undefined): string | undefined {
  return url && /^https:\/\//i.test(url) ? url : undefined
}

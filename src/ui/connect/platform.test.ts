import { describe, expect, it } from 'vitest'
import {
  detectBrowser,
  detectMobilePlatform,
  extensionUrl,
  hasDownloads,
  mobileAppUrl,
  mobileQrUrl,
  safeHref,
} from './platform'

const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
  opera: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 OPR/106.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
}

describe('platform detection', () => {
  it.each([
    ['chrome', 'chrome'],
    ['edge', 'edge'],
    ['opera', 'opera'],
    ['firefox', 'firefox'],
    ['safari', 'safari'],
  ] as const)('%s user agent is %s', (key, expected) => {
    expect(detectBrowser(UA[key])).toBe(expected)
  })

  it('tells iOS from Android and desktop', () => {
    expect(detectMobilePlatform(UA.iphone)).toBe('ios')
    expect(detectMobilePlatform(UA.android)).toBe('android')
    expect(detectMobilePlatform(UA.chrome)).toBeUndefined()
  })
})

describe('download urls', () => {
  const urls = {
    chrome: 'https://chrome.example/x',
    browserExtension: 'https://wallet.example/download',
    ios: 'https://apps.apple.example/x',
    android: 'https://play.example/x',
    qrCode: 'https://wallet.example/qr',
  }

  it('prefers the browser-specific store and falls back to the generic extension page', () => {
    expect(extensionUrl(urls, 'chrome')).toBe(urls.chrome)
    expect(extensionUrl(urls, 'firefox')).toBe(urls.browserExtension)
    expect(extensionUrl(undefined, 'chrome')).toBeUndefined()
  })

  it('picks the app store of the phone and the qrCode page for desktop scanning', () => {
    expect(mobileAppUrl(urls, 'android')).toBe(urls.android)
    expect(mobileAppUrl({ mobile: 'https://m.example' }, 'ios')).toBe('https://m.example')
    expect(mobileQrUrl(urls)).toBe(urls.qrCode)
  })

  it('knows when there is nothing to download', () => {
    expect(hasDownloads(undefined)).toBe(false)
    expect(hasDownloads({})).toBe(false)
    expect(hasDownloads({ ios: 'https://a.example' })).toBe(true)
  })

  it('lets only https links become hrefs', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('http://plain.example')).toBeUndefined()
    expect(safeHref('https://ok.example')).toBe('https://ok.example')
  })
})

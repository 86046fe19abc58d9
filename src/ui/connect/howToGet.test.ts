import { describe, expect, it } from 'vitest'
import type { WalletOption } from '../../wallet/types'
import { getList, howToGet } from './howToGet'

const option = (id: string, overrides: Partial<WalletOption> = {}): WalletOption => ({
  id,
  name: id,
  iconUrl: 'data:image/svg+xml,x',
  iconBackground: '#fff',
  ready: false,
  notReadyLabel: 'is not installed',
  recent: false,
  groupName: 'Popular',
  ...overrides,
})
const both = { downloadUrls: { chrome: 'https://c.example', ios: 'https://i.example' } }
const walletConnect = (ready: boolean) =>
  option('walletConnect', { ready, usesWalletConnect: true, ...(ready ? {} : { notReadyLabel: '(unsupported)' }) })

describe('howToGet', () => {
  it('tells extension, mobile app and both apart', () => {
    expect(howToGet(option('a', both))).toBe('mobileAndExtension')
    expect(howToGet(option('b', { downloadUrls: { browserExtension: 'https://b.example' } }))).toBe('extension')
    expect(howToGet(option('c', { downloadUrls: { android: 'https://c.example' } }))).toBe('mobile')
  })

  it('offers a web-app wallet as its web app, never as an extension', () => {
    expect(howToGet(option('safe', { downloadUrls: { webApp: 'https://app.safe.global' } }))).toBe('webApp')
  })

  it('offers WalletConnect as scanning, only while it can pair', () => {
    expect(howToGet(walletConnect(true))).toBe('scan')
    expect(howToGet(walletConnect(false))).toBeUndefined()
  })

  it('has nothing for a wallet without downloads (the generic Browser Wallet)', () => {
    expect(howToGet(option('injected'))).toBeUndefined()
  })
})

describe('getList', () => {
  const safe = option('safe', { downloadUrls: { webApp: 'https://app.safe.global' } })
  const wallets = [option('injected'), safe, option('a', both), walletConnect(true), option('b', both)]

  it('lists wallets to install, then scanning, then the Safe app, leaving out what has nothing to get', () => {
    expect(getList(wallets, undefined, 5).map((e) => [e.option.id, e.route])).toEqual([
      ['a', 'mobileAndExtension'],
      ['b', 'mobileAndExtension'],
      ['walletConnect', 'scan'],
      ['safe', 'webApp'],
    ])
  })

  it('puts the picked wallet first and keeps to the limit', () => {
    expect(getList(wallets, 'safe', 2).map((e) => e.option.id)).toEqual(['safe', 'a'])
  })
})

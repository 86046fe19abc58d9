import { describe, expect, it } from 'vitest'
import { walletConnectDeepLink } from './deepLinks.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=0f'

describe('walletConnectDeepLink', () => {
  it.each([
    ['rainbow', 'rainbow://wc?uri='],
    ['metaMask', 'metamask://wc?uri='],
    ['coinbaseWallet', 'cbwallet://wc?uri='],
  ] as const)('%s opens %s with the encoded URI', (wallet, base) => {
    const link = walletConnectDeepLink(wallet)(uri)
    expect(link).toBe(`${base}wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D0f`)
    expect(decodeURIComponent(link.slice(base.length))).toBe(uri)
  })
})

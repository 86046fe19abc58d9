import { describe, expect, it } from 'vitest'
import type { WalletOption } from '../../wallet/types'
import { entryStep } from './entryStep'

const option = (overrides: Partial<WalletOption> = {}): WalletOption => ({
  id: 'x',
  name: 'X',
  iconUrl: 'data:image/svg+xml,x',
  iconBackground: '#fff',
  ready: true,
  recent: false,
  groupName: 'Popular',
  ...overrides,
})
const notInstalled = { ready: false, notReadyLabel: 'is not installed' } as const
const extension = { downloadUrls: { chrome: 'https://store.example/x' } }

describe('entryStep', () => {
  it('connects a ready wallet at once, WalletConnect-based or not', () => {
    expect(entryStep(option(), false)).toBe('connect')
    expect(entryStep(option({ usesWalletConnect: true }), true)).toBe('connect')
  })

  it('takes a wallet that is not installed to its Get page: DOWNLOAD_OPTIONS, or the store list on a phone', () => {
    expect(entryStep(option({ ...notInstalled, ...extension }), false)).toBe('DOWNLOAD_OPTIONS')
    expect(entryStep(option({ ...notInstalled, ...extension }), true)).toBe('GET')
  })

  it('opens a web-app wallet’s own page even on a phone, where the store list has nothing for it', () => {
    const safe = option({ ready: false, notReadyLabel: '(unsupported)', downloadUrls: { webApp: 'https://app.x' } })
    expect(entryStep(safe, true)).toBe('DOWNLOAD_OPTIONS')
  })

  it('shows CONNECT for a WalletConnect option that cannot pair, and for a wallet with nothing to get', () => {
    expect(entryStep(option({ ready: false, notReadyLabel: '(unsupported)', usesWalletConnect: true }), false)).toBe(
      'CONNECT',
    )
    expect(entryStep(option(notInstalled), false)).toBe('CONNECT')
    expect(entryStep(option(notInstalled), true)).toBe('CONNECT')
  })
})

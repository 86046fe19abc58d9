import { describe, expect, it } from 'vitest'
import type { WalletOption } from '../../wallet/types'
import { groupOptions } from './groupOptions'

const option = (id: string, overrides: Partial<WalletOption> = {}): WalletOption => ({
  id,
  name: id,
  iconUrl: 'data:image/svg+xml,x',
  iconBackground: '#fff',
  ready: true,
  recent: false,
  groupName: 'Popular',
  ...overrides,
})

describe('groupOptions', () => {
  it('puts Recent first, in last-used order, and lists a recent wallet only there', () => {
    const options = [option('metaMask'), option('rainbow', { recent: true }), option('brave', { recent: true })]
    const groups = groupOptions(options, ['brave', 'rainbow'])
    expect(groups.map((g) => g.name)).toEqual(['Recent', 'Popular'])
    expect(groups[0]?.options.map((o) => o.id)).toEqual(['brave', 'rainbow'])
    expect(groups[1]?.options.map((o) => o.id)).toEqual(['metaMask'])
  })

  it('lists discovered wallets at the top of Popular and drops empty groups', () => {
    const options = [option('safe'), option('found', { groupName: 'Installed' }), option('metaMask')]
    const groups = groupOptions(options, [])
    expect(groups.map((g) => g.name)).toEqual(['Popular'])
    expect(groups[0]?.options.map((o) => o.id)).toEqual(['found', 'safe', 'metaMask'])
  })

  it('lists ready wallets first, then those not installed, then unsupported ones, each keeping its order', () => {
    const options = [
      option('walletConnect', { ready: false, notReadyLabel: '(unsupported)' }),
      option('rainbow', { ready: false, notReadyLabel: 'is not installed' }),
      option('safe', { ready: false, notReadyLabel: '(unsupported)' }),
      option('metaMask'),
      option('brave', { ready: false, notReadyLabel: 'is not installed' }),
      option('dev', { groupName: 'Installed' }),
    ]
    const groups = groupOptions(options, [])
    expect(groups[0]?.options.map((o) => o.id)).toEqual([
      'dev',
      'metaMask',
      'rainbow',
      'brave',
      'walletConnect',
      'safe',
    ])
  })

  it('puts a flagged discovered wallet after every built-in wallet, ready or not, and never under Recent', () => {
    const options = [
      option('metaMask', { ready: false, notReadyLabel: 'is not installed' }),
      option('walletConnect', { ready: false, notReadyLabel: '(unsupported)' }),
      option('eip6963:com.evil', { groupName: 'Installed', impersonationWarning: true, name: 'MetaMask' }),
      option('eip6963:io.rabby', { groupName: 'Installed' }),
    ]
    const groups = groupOptions(options, ['eip6963:com.evil'])
    expect(groups.map((g) => g.name)).toEqual(['Popular'])
    expect(groups[0]?.options.map((o) => o.id)).toEqual([
      'eip6963:io.rabby',
      'metaMask',
      'walletConnect',
      'eip6963:com.evil',
    ])
  })

  it('keeps Recent in last-used order even when a recent wallet is now unavailable', () => {
    const options = [option('safe', { ready: false, notReadyLabel: '(unsupported)' }), option('metaMask')]
    expect(groupOptions(options, ['safe', 'metaMask'])[0]?.options.map((o) => o.id)).toEqual(['safe', 'metaMask'])
  })

  it('returns no groups for no options', () => {
    expect(groupOptions([], ['gone'])).toEqual([])
  })
})

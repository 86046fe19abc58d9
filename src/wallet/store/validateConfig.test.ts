import { polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { WalletConfigError } from '../errors/configErrors.ts'
import { validateChains, validateWalletOption } from './validateConfig.ts'

describe('configuration checks', () => {
  it("requires at least one chain: 'must have at least one chain'", () => {
    expect(() => validateChains([])).toThrow(WalletConfigError)
    expect(() => validateChains([])).toThrow('must have at least one chain')
    expect(() => validateChains([polygon, polygon])).toThrow('Chain 137 is configured twice.')
    expect(() => validateChains([polygon])).not.toThrow()
  })

  it('rejects an icon accent that is not a hex colour, naming the wallet', () => {
    const option = { id: 'x', name: 'Fancy Wallet', iconUrl: 'data:,', iconBackground: '#fff' }
    expect(() => validateWalletOption({ ...option, iconAccent: 'blue' })).toThrow(/Fancy Wallet/)
    expect(() => validateWalletOption({ ...option, iconAccent: '#12345' })).toThrow(WalletConfigError)
    for (const ok of ['#fff', '#FFFF', '#a1b2c3', '#A1B2C3D4'])
      expect(() => validateWalletOption({ ...option, iconAccent: ok })).not.toThrow()
    expect(() => validateWalletOption(option)).not.toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { packageRepository } from '../../scripts/walletPack.ts'

describe('the wallet package manifest', () => {
  it('carries no repository when the root package.json declares none', () => {
    expect(packageRepository({})).toBeUndefined()
  })

  it("carries the root's repository, pointing at src/wallet, in either of npm's forms", () => {
    expect(
      packageRepository({ repository: { type: 'git', url: 'git+https://git.example.org/team/stakemint.git' } }),
    ).toEqual({
      type: 'git',
      url: 'git+https://git.example.org/team/stakemint.git',
      directory: 'src/wallet',
    })
    expect(packageRepository({ repository: 'gitlab:team/stakemint' })).toEqual({
      url: 'gitlab:team/stakemint',
      directory: 'src/wallet',
    })
  })
})

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pendingChangesets, refusal, withModuleVersion } from '../../scripts/walletVersion.ts'

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const { version } = JSON.parse(read('src/wallet/package.json')) as { version: string }

describe('the wallet package version', () => {
  it('heads its CHANGELOG, which goes back to the first published version, 0.1.0', () => {
    const versions = [...read('src/wallet/CHANGELOG.md').matchAll(/^## (\d+\.\d+\.\d+\S*)$/gm)].map((m) => m[1])
    expect(versions[0]).toBe(version)
    expect(versions.at(-1)).toBe('0.1.0')
  })

  it('is the one the example installs and the one the published manifest lists CHANGELOG.md for', () => {
    const example = JSON.parse(read('examples/vanilla/package.json')) as { dependencies: Record<string, string> }
    expect(example.dependencies['@stakemint/wallet']).toBe(`file:../../build/stakemint-wallet-${version}.tgz`)
    const manifest = JSON.parse(read('src/wallet/package.json')) as { files: string[] }
    expect(manifest.files).toContain('CHANGELOG.md')
  })

  it('pending changesets name only the wallet package, and none is major before 1.0', () => {
    const changesets = pendingChangesets()
    for (const { file, releases } of changesets) {
      expect(releases.length, file).toBeGreaterThan(0)
      for (const { name, bump } of releases) {
        expect(name, file).toBe('@stakemint/wallet')
        expect(['major', 'minor', 'patch'], file).toContain(bump)
      }
    }
    expect(refusal(version, changesets)).toBeUndefined()
  })
})

describe('npm run wallet:version', () => {
  it('reads the front matter of changeset files, quoted or not, and skips the README', () => {
    const dir = mkdtempSync(join(tmpdir(), 'changesets-'))
    try {
      writeFileSync(join(dir, 'README.md'), '# Changesets\n')
      writeFileSync(join(dir, 'a.md'), '---\n"@stakemint/wallet": minor\n---\n\n**Breaking:** x\n')
      writeFileSync(join(dir, 'b.md'), "---\n'@stakemint/wallet': patch\n---\n\ny\n")
      writeFileSync(join(dir, 'c.md'), '---\n@stakemint/wallet: major\n---\n\nz\n')
      expect(pendingChangesets(dir)).toEqual([
        { file: 'a.md', releases: [{ name: '@stakemint/wallet', bump: 'minor' }] },
        { file: 'b.md', releases: [{ name: '@stakemint/wallet', bump: 'patch' }] },
        { file: 'c.md', releases: [{ name: '@stakemint/wallet', bump: 'major' }] },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a major bump below 1.0 unless the 1.0.0 release is meant', () => {
    const major = [{ file: 'c.md', releases: [{ name: '@stakemint/wallet', bump: 'major' }] }]
    const minor = [{ file: 'a.md', releases: [{ name: '@stakemint/wallet', bump: 'minor' }] }]
    expect(refusal('0.2.0', major)).toMatch(/\.changeset\/c\.md asks for a major bump.*minor/)
    expect(refusal('0.2.0', major, true)).toBeUndefined()
    expect(refusal('0.2.0', minor)).toBeUndefined()
    expect(refusal('1.0.0', major)).toBeUndefined()
  })

  it('sets MODULE_VERSION in version.ts', () => {
    const source = read('src/wallet/version.ts')
    expect(withModuleVersion(source, '9.8.7')).toContain("export const MODULE_VERSION: string = '9.8.7'")
    expect(withModuleVersion("export const MODULE_VERSION = '0.1.0'\n", '9.8.7')).toBe(
      "export const MODULE_VERSION = '9.8.7'\n",
    )
    expect(() => withModuleVersion('export const X = 1\n', '9.8.7')).toThrow(/MODULE_VERSION/)
  })
})

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf } from './boundaries.test.ts'
import { MODULE_NAME, MODULE_VERSION } from './version.ts'

const root = import.meta.dirname
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
  sideEffects: boolean
}

/** Every file an entry reaches through static and dynamic imports, and the bare packages it names. */
function reach(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string): void => {
    if (files.has(file)) return
    files.add(file)
    // Comments may show example imports; only code counts.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const specifier of importsOf(code)) {
      if (!specifier.startsWith('.')) packages.add(specifier)
      else visit(resolve(dirname(file), specifier))
    }
  }
  visit(join(root, entry))
  return { files: [...files].map((file) => relative(root, file)).sort(), packages: [...packages].sort() }
}

describe('package entries', () => {
  it('carry the name and version the call-log export names', () => {
    const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name: string
      version: string
    }
    expect([name, version]).toEqual([MODULE_NAME, MODULE_VERSION])
  })

  it('map every export to an entry file at the module root (and the call-log schema to its JSON file)', () => {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue
      expect(target, subpath).toMatch(subpath.endsWith('.json') ? /^\.\/[a-z-.]+\.json$/ : /^\.\/[A-Za-z]+\.ts$/)
      expect(existsSync(join(root, target)), `${subpath} → ${target}`).toBe(true)
    }
    expect(Object.keys(manifest.exports)).toContain('.')
  })

  it('keep WalletConnect, Safe, the Dev Wallet and test doubles out of the main entry', () => {
    const { files, packages } = reach('index.ts')
    expect(packages.filter((name) => name.startsWith('@walletconnect/'))).toEqual([])
    expect(
      files.filter(
        (file) => /^(connectors\/(walletConnect|safe|dev)|testing|signIn)\//.test(file) || file.endsWith('.test.ts'),
      ),
    ).toEqual([])
  })

  it('name only viem and valtio as required peers; WalletConnect is optional', () => {
    const used = new Set(
      ['index.ts', 'walletconnect.ts', 'safe.ts', 'dev.ts', 'signIn.ts', 'testing.ts'].flatMap(
        (entry) => reach(entry).packages,
      ),
    )
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
    expect([...new Set([...used].map(packageOf))].sort()).toEqual(Object.keys(manifest.peerDependencies).sort())
    const required = Object.keys(manifest.peerDependencies).filter(
      (name) => !manifest.peerDependenciesMeta[name]?.optional,
    )
    expect(required.sort()).toEqual(['valtio', 'viem'])
    expect(manifest.sideEffects).toBe(false)
  })
})

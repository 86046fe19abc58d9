import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname)
const FORBIDDEN = [
  /^react(-dom)?(\/|$)/,
  /^wouter(\/|$)/,
  /^valtio\/react(\/|$)/,
  /^valtio$/,
  /(^|\/)ui(\/|$)/,
  /(^|\/)app(\/|$)/,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Every module specifier in import/export-from statements and dynamic import() calls. */
export function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
  ]
  return specifiers.map((match) => match[1] ?? '')
}

describe('src/wallet boundaries', () => {
  it('finds the imports it checks', () => {
    expect(
      importsOf(
        "import { x } from 'react'\nexport { y } from '../ui/z'\nconst m = import('wouter')\nimport 'valtio/react'",
      ),
    ).toEqual(['react', '../ui/z', 'wouter', 'valtio/react'])
  })

  it('imports nothing from React, wouter, valtio/react, src/ui or src/app', () => {
    const files = sourceFiles(root).filter((file) => file !== import.meta.filename)
    expect(files.length).toBeGreaterThan(20)
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => FORBIDDEN.some((pattern) => pattern.test(specifier)) || resolvesOutside(file, specifier))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    )
    expect(offenders).toEqual([])
  })
})

/** A relative import that leaves src/wallet for src/ui or src/app. */
function resolvesOutside(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false
  const target = relative(join(root, '..'), join(file, '..', specifier))
  return /^(ui|app)(\/|$)/.test(target)
}

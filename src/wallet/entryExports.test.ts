import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as dev from './dev.ts'
import * as safe from './safe.ts'
import * as signIn from './signIn.ts'
import * as testing from './testing.ts'
import * as walletconnect from './walletconnect.ts'

/** The subpath entries beside index.ts (snapshot-tested in index.test.ts), one snapshot each. */
const ENTRIES: readonly [string, Record<string, unknown>][] = [
  ['walletconnect.ts', walletconnect],
  ['safe.ts', safe],
  ['dev.ts', dev],
  ['signIn.ts', signIn],
  ['testing.ts', testing],
]

function exportedTypeNames(file: string): string[] {
  const source = readFileSync(join(import.meta.dirname, file), 'utf8')
  return [...source.matchAll(/export type \{([^}]*)\}/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort()
}

// An API change of any entry shows up here in review. After a deliberate change: npx vitest run src/wallet/entryExports.test.ts -u
describe.each(ENTRIES)('the %s entry', (file, module) => {
  it('exports these values and types', () => {
    expect({ values: Object.keys(module).sort(), types: exportedTypeNames(file) }).toMatchSnapshot()
  })
})

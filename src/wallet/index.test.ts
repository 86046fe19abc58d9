import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as api from './index.ts'

/** Type-only exports do not exist at runtime: read their names from the source. */
function exportedTypeNames(): string[] {
  const source = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8')
  return [...source.matchAll(/export type \{([^}]*)\}/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort()
}

// An API change shows up here in review. After a deliberate change: npx vitest run src/wallet/index.test.ts -u
describe('src/wallet public API', () => {
  it('exports these values', () => {
    expect(Object.keys(api).sort()).toMatchSnapshot()
  })

  it('exports these types', () => {
    expect(exportedTypeNames()).toMatchSnapshot()
  })

  it('is a plain list of named re-exports', () => {
    const source = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8')
    const statements = source
      .replace(/\/\/.*$/gm, '')
      .split(/\n(?=export )/)
      .map((s) => s.trim())
      .filter(Boolean)
    for (const statement of statements) expect(statement).toMatch(/^export (type )?\{[^}]*\} from '\.\/[^']+'$/)
  })
})

/**
 * Every code the package knows is written once in this folder (outside tests), on its class: a static `code` or an
 * entry of `aliases`. The constructors, mapWalletError's table, sessionErrorTable and isUnknownChainError read it
 * there, so a second writing that could drift from the first is a failure.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as configErrors from './configErrors.ts'
import { knownWalletErrorCodes } from './mapWalletError.ts'
import * as rpcErrors from './rpcErrors.ts'
import { sessionErrorTable } from './sessionErrors.ts'

const sources = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))

const namedCodes = Object.values({ ...configErrors, ...rpcErrors }).flatMap((value) =>
  typeof value === 'function' && 'code' in value && typeof value.code === 'string' ? [value.code] : [],
)
const codes = [...new Set([...knownWalletErrorCodes(), ...sessionErrorTable.map((row) => row.code), ...namedCodes])]

/** How many times the folder's sources write `code`, in code or in a comment. */
function writings(code: number | string): number {
  const literal = typeof code === 'string' ? `'${code}'` : `(?<![\\w.-])${String(code)}(?![\\w.])`
  const pattern = new RegExp(literal, 'g')
  return sources.reduce((count, source) => count + (source.match(pattern)?.length ?? 0), 0)
}

describe('wallet error codes', () => {
  it('are found', () => {
    expect(codes.length).toBeGreaterThan(35)
  })

  it.each(codes)('%s is written once', (code) => {
    expect(writings(code)).toBe(1)
  })
})

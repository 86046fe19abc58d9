import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  asciiLookAlikesPath,
  confusables,
  confusablesDataPath,
  namedLatinLetters,
  readings,
  renderLookAlikes,
} from '../../scripts/confusables.ts'
import { asciiNameReader } from '../../src/wallet/options/lookAlike.ts'
import { fullNameReader } from '../../src/wallet/options/nameReader.ts'

describe('npm run confusables', () => {
  it("reproduces both tables from the devDependencies' data", () => {
    const { ascii, rest } = renderLookAlikes()
    expect(ascii === readFileSync(asciiLookAlikesPath, 'utf8'), 'stale: run npm run confusables').toBe(true)
    expect(rest === readFileSync(confusablesDataPath, 'utf8'), 'stale: run npm run confusables').toBe(true)
  })

  it('reads every confusable or Latin-named character with a Latin reading as that reading, through the compact tables', () => {
    const wanted = readings(confusables(), namedLatinLetters())
    expect(wanted.size).toBeGreaterThan(1000)
    const wrong = [...wanted].filter(([source, reading]) => fullNameReader.skeleton(source) !== reading)
    expect(wrong).toEqual([])
  })

  it('reads ASCII text the same through the ASCII table alone as through the whole table', () => {
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('')
    expect(asciiNameReader.skeleton(ascii)).toBe(fullNameReader.skeleton(ascii))
  })

  it("takes small capitals, boxed letters and regional indicators from their Unicode names ('ᴍ', '🅼', '🇲')", () => {
    const named = namedLatinLetters()
    expect([named.get('ᴇ'), named.get('🅼'), named.get('🅜'), named.get('🇲')]).toEqual(['e', 'm', 'm', 'm'])
    expect(named.has('ꟺ')).toBe(false) // a turned M is another shape
  })
})

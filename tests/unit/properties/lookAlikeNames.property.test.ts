/**
 * Wallet names that could pass for a built-in wallet's, built from Unicode's confusables.txt data, are always flagged
 * and listed after every built-in; unrelated names never are.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confusables, namedLatinLetters } from '../../../scripts/confusables.ts'
import type { Eip6963Entry } from '../../../src/wallet/discovery/eip6963.ts'
import { buildOptions } from '../../../src/wallet/options/buildOptions.ts'
import { offeredWallets } from '../../../src/wallet/options/offeredWallets.ts'
import { fullNameReader } from '../../../src/wallet/options/nameReader.ts'
import { scriptedProvider } from '../../../src/wallet/testing/scriptedProvider.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

const data = confusables()
const named = namedLatinLetters()
const skeleton = fullNameReader.skeleton
const lower = (text: string | undefined) => text?.toLowerCase()
/**
 * The characters confusables.txt draws like a Latin letter, in either case ('m' → 'Μ', 'М', 'ⲙ' (Coptic) is not
 * listed but 'Ⲙ' is, and the 'rn' that 'm' reads as). Letters, digits and symbols only: marks are dropped as accents.
 */
function sourcesOf(letter: string): string[] {
  const readsAs = new Set([letter, lower(data.get(letter)), lower(data.get(letter.toUpperCase()))])
  const confusable = [...data]
    .filter(([source, target]) => /^[\p{L}\p{N}\p{S}]$/u.test(source) && readsAs.has(target.toLowerCase()))
    .map(([source]) => source)
  // And what Unicode's names call this letter: small capitals, letters in boxes, regional indicators.
  // confusables.txt comes first: 'ſ' is named a long s, but drawn like an 'f'.
  const byName = [...named].filter(([source, reading]) => reading === letter && !data.has(source))
  return [...confusable, ...byName.map(([source]) => source)]
}
const SOURCES = new Map([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => [letter, sourcesOf(letter)]))

/** Drawn as nothing: default-ignorable code points, a soft hyphen, fillers, a variation selector. */
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f', '\u3164', '\u115f', '\ufe0f']
const SPACING = [' ', '\u00a0', '\u2009', '\u3000', '-', '_', '.', '·', ':', '/']
const filler = fc.constantFrom(...INVISIBLE, ...SPACING)

/** Letters of single scripts, for names in other writing systems and for words that mix them. */
const SCRIPT_LETTERS = new Map(
  (
    [
      ['Latin', 0x61, 0x7a],
      ['Greek', 0x3b1, 0x3c9],
      ['Cyrillic', 0x430, 0x44f],
      ['Armenian', 0x561, 0x586],
      ['Cherokee', 0x13a0, 0x13f4],
      ['Canadian_Aboriginal', 0x1401, 0x166c],
      ['Coptic', 0x2c80, 0x2ce3],
      ['Georgian', 0x10d0, 0x10fa],
      ['Hiragana', 0x3041, 0x3096],
      ['Hangul', 0xac00, 0xac40],
      ['Han', 0x4e00, 0x4e40],
    ] as const
  ).map(([script, from, to]) => [
    script,
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).filter((char) =>
      new RegExp(`^\\p{Script=${script}}$`, 'u').test(char),
    ),
  ]),
)

const BRANDS = offeredWallets.filter((wallet) => wallet.kind !== 'browserWallet' && wallet.kind !== 'safe')
const GENERIC = offeredWallets.filter((wallet) => wallet.kind === 'browserWallet' || wallet.kind === 'safe')
const namesOf = (wallets: typeof offeredWallets) =>
  wallets.flatMap((wallet) => (wallet.shortName ? [wallet.name, wallet.shortName] : [wallet.name]))

/** A built-in's name with letters in random case, some drawn with confusable characters, fillers in between. */
const disguised = (names: readonly string[]) =>
  fc.constantFrom(...names).chain((name) =>
    fc
      .tuple(
        ...[...name].map((char) => {
          const sources = SOURCES.get(char.toLowerCase()) ?? []
          const drawn = fc.oneof(
            fc.constantFrom(char.toLowerCase(), char.toUpperCase()),
            ...(sources.length > 0 ? [fc.constantFrom(...sources)] : []),
          )
          return fc.tuple(drawn, fc.option(filler, { freq: 4 })).map(([c, after]) => c + (after ?? ''))
        }),
      )
      .map((chars) => chars.join('')),
  )
const word = fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/)
const gluedWord = fc.stringMatching(/^[a-z]{3,10}$/)
const separator = fc.constantFrom(' ', ' - ', ': ', '-', '_', '.', ', ', '\u200b', '\u2060', '\u00a0', ' (', ') ')

const entry = (name: string): Eip6963Entry => ({
  info: { uuid: 'u', name, rdns: 'org.example', icon: 'data:image/svg+xml,x' },
  provider: scriptedProvider(),
})
/** The discovered wallet's option: whether it is flagged, and whether it comes after every built-in. */
function listed(name: string): { flagged: boolean; afterBuiltIns: boolean } {
  const { options } = buildOptions({
    win: {} as Window,
    entries: [entry(name)],
    recent: ['eip6963:org.example'],
    walletConnectAvailable: true,
    safeReady: true,
    extra: [],
    nameReader: fullNameReader,
  })
  const at = options.findIndex((option) => option.id === 'eip6963:org.example')
  const lastBuiltIn = Math.max(...offeredWallets.map((wallet) => options.findIndex((o) => o.id === wallet.id)))
  return { flagged: options[at]?.impersonationWarning === true, afterBuiltIns: at > lastBuiltIn }
}

const BUILT_IN_SKELETONS = namesOf(offeredWallets).flatMap((name) => [
  skeleton(name),
  skeleton(name.replace(/\bwallet\b/gi, '')),
])
const unrelated = (name: string) => !BUILT_IN_SKELETONS.some((known) => skeleton(name).includes(known))

describe('look-alike wallet names', () => {
  it("flags any built-in's name in disguise, listed after every built-in (and not under Recent)", {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(disguised(namesOf(offeredWallets)), (name) => {
        expect(listed(name), JSON.stringify(name)).toEqual({ flagged: true, afterBuiltIns: true })
      }),
      runParameters(),
    )
  })

  it("flags a brand's name in disguise with words before or after it, apart or glued on", {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const apart = fc
      .tuple(fc.option(fc.tuple(word, separator)), disguised(namesOf(BRANDS)), fc.option(fc.tuple(separator, word)))
      .map(([before, brand, after]) => (before ? before.join('') : '') + brand + (after ? after.join('') : ''))
    const glued = fc
      .tuple(disguised(namesOf(BRANDS)), gluedWord, fc.boolean())
      .map(([brand, extra, first]) => (first ? extra + brand : brand + extra))
    fc.assert(
      fc.property(fc.oneof(apart, glued), (name) => {
        expect(listed(name), JSON.stringify(name)).toEqual({ flagged: true, afterBuiltIns: true })
      }),
      runParameters(),
    )
  })

  it('leaves unrelated names alone: known wallets, random words, and generic built-in names with more words', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const known = fc.constantFrom('Rabby', 'Phantom', 'Trust Wallet', 'Zerion', 'OKX Wallet', 'SafePal', 'Frame')
    const random = fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([words, wallet]) => [...words, ...(wallet ? ['Wallet'] : [])].join(' '))
      .filter(unrelated)
    const generic = fc
      .tuple(fc.constantFrom(...namesOf(GENERIC)), word, fc.boolean(), separator)
      .filter(([, extra]) => unrelated(extra) && skeleton(extra) !== skeleton('wallet'))
      .map(([name, extra, first, between]) => (first ? extra + between + name : name + between + extra))
    const foreign = fc
      .tuple(fc.constantFrom(...SCRIPT_LETTERS.values()), fc.integer({ min: 1, max: 3 }))
      .chain(([letters, count]) =>
        fc.array(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }), {
          minLength: count,
          maxLength: count,
        }),
      )
      .map((words) => words.map((letters) => letters.join('')).join(' '))
      .filter((name) => skeleton(name) !== '' && unrelated(name))
    fc.assert(
      fc.property(fc.oneof(known, random, generic, foreign), (name) => {
        expect(listed(name).flagged, JSON.stringify(name)).toBe(false)
      }),
      runParameters(),
    )
  })

  it('flags a name whose drawn order is set by bidirectional controls, such as a brand written backwards after an override', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const control = fc.constantFrom('\u202e', '\u202d', '\u202b', '\u202a', '\u2067', '\u2066', '\u2068') // embeddings, overrides, isolates: the direction marks (LRM, RLM, ALM) reorder no Latin text
    const reversed = fc
      .tuple(control, disguised(namesOf(offeredWallets)), fc.option(fc.constantFrom('\u202c', '\u2069')))
      .map(([open, name, close]) => open + [...name].reverse().join('') + (close ?? ''))
    const anywhere = fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), control, fc.nat())
      .map(([words, char, at]) => {
        const text = words.join(' ')
        const cut = at % (text.length + 1)
        return text.slice(0, cut) + char + text.slice(cut)
      })
    fc.assert(
      fc.property(fc.oneof(reversed, anywhere), (name) => {
        expect(listed(name), JSON.stringify(name)).toEqual({ flagged: true, afterBuiltIns: true })
      }),
      runParameters(),
    )
  })

  it("flags a word that mixes scripts beyond Unicode TR39's Highly Restrictive level: a brand with letters of another script", {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    // Japanese and Korean letters may share a word with Latin ones at that level.
    const others = [...SCRIPT_LETTERS].filter(([script]) => !['Latin', 'Han', 'Hiragana', 'Hangul'].includes(script))
    const mixed = fc
      .tuple(
        fc.constantFrom(...namesOf(BRANDS).filter((name) => !name.includes(' '))),
        fc.constantFrom(...others.map(([, letters]) => letters)),
        fc.nat(),
      )
      .chain(([name, letters, at]) =>
        fc.constantFrom(...letters).map((letter) => {
          const cut = at % name.length
          return name.slice(0, cut) + letter + name.slice(cut + 1)
        }),
      )
      .filter((name) => /\p{Script=Latin}/u.test(name))
    fc.assert(
      fc.property(mixed, (name) => {
        expect(listed(name), JSON.stringify(name)).toEqual({ flagged: true, afterBuiltIns: true })
      }),
      runParameters(),
    )
  })

  it("flags a long brand's name inside a word, glued on both sides ('xMetaMaskx')", {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const long = namesOf(BRANDS).filter((name) => skeleton(name).length >= 6)
    const inside = fc
      .tuple(gluedWord, disguised(long), gluedWord)
      .map(([before, brand, after]) => before + brand + after)
    fc.assert(
      fc.property(inside, (name) => {
        expect(listed(name), JSON.stringify(name)).toEqual({ flagged: true, afterBuiltIns: true })
      }),
      runParameters(),
    )
  })

  it('holds back a name beyond ASCII until the whole table is loaded, then lists it; an ASCII name needs no table', () => {
    const options = (name: string, nameReader?: typeof fullNameReader) =>
      buildOptions({
        win: {} as Window,
        entries: [entry(name)],
        recent: [],
        walletConnectAvailable: true,
        safeReady: true,
        extra: [],
        nameReader,
      })
    const held = options('ΜetaΜask')
    expect([held.unread, held.options.some((option) => option.id === 'eip6963:org.example')]).toEqual([true, false])
    const read = options('ΜetaΜask', fullNameReader)
    expect(read.unread).toBe(false)
    expect(read.options.find((option) => option.id === 'eip6963:org.example')?.impersonationWarning).toBe(true)
    const ascii = options('Rabby')
    expect([ascii.unread, ascii.options.some((option) => option.id === 'eip6963:org.example')]).toEqual([false, true])
  })
})

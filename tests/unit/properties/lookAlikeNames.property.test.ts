/**
 * Wallet names that could pass for a built-in wallet's, built from Unicode's confusables.txt data, are always flagged
 * and listed after every built-in; unrelated names never are.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confusables } from '../../../scripts/confusables.ts'
import type { Eip6963Entry } from '../../../src/wallet/discovery/eip6963.ts'
import { buildOptions } from '../../../src/wallet/options/buildOptions.ts'
import { offeredWallets } from '../../../src/wallet/options/offeredWallets.ts'
import { skeleton } from '../../../src/wallet/options/skeleton.ts'
import { scriptedProvider } from '../../../src/wallet/testing/scriptedProvider.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

const data = confusables()
const lower = (text: string | undefined) => text?.toLowerCase()
/**
 * The characters confusables.txt draws like a Latin letter, in either case ('m' → 'Μ', 'М', 'ⲙ' (Coptic) is not
 * listed but 'Ⲙ' is, and the 'rn' that 'm' reads as). Letters, digits and symbols only: marks are dropped as accents.
 */
function sourcesOf(letter: string): string[] {
  const readsAs = new Set([letter, lower(data.get(letter)), lower(data.get(letter.toUpperCase()))])
  return [...data]
    .filter(([source, target]) => /^[\p{L}\p{N}\p{S}]$/u.test(source) && readsAs.has(target.toLowerCase()))
    .map(([source]) => source)
}
const SOURCES = new Map([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => [letter, sourcesOf(letter)]))

/** Drawn as nothing: default-ignorable code points, a soft hyphen, fillers, a variation selector. */
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f', '\u3164', '\u115f', '\ufe0f']
const SPACING = [' ', '\u00a0', '\u2009', '\u3000', '-', '_', '.', '·', ':', '/']
const filler = fc.constantFrom(...INVISIBLE, ...SPACING)

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
    fc.assert(
      fc.property(fc.oneof(known, random, generic), (name) => {
        expect(listed(name).flagged, JSON.stringify(name)).toBe(false)
      }),
      runParameters(),
    )
  })
})

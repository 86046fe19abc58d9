/**
 * Whether a discovered wallet's name or rdns resembles a built-in wallet's: compared by skeleton (skeleton.ts), so
 * case, spacing, punctuation, invisible characters, accents and characters that look alike (Greek 'Μ', Cyrillic
 * 'а', Latin 'ɑ', small capital 'ᴍ', '0' for 'o', 'rn' for 'm') do not tell them apart.
 *
 * Names of ASCII characters only, nearly every honest wallet's, are read here with the few ASCII entries of the
 * table; a name beyond ASCII needs the whole table and the script checks of nameReader.ts, which load on demand.
 */
import { ASCII_LOOK_ALIKES } from './asciiLookAlikes.ts'
import { makeSkeleton, tableFrom } from './skeleton.ts'

/** How names are read: their skeleton, and whether a name is suspect whatever it reads as (nameReader.ts). */
export type NameReader = {
  readonly skeleton: (text: string) => string
  readonly suspect: (name: string) => boolean
}

/** Reads text of ASCII characters only, exactly as the whole table would. */
export const asciiNameReader: NameReader = {
  skeleton: makeSkeleton(tableFrom(ASCII_LOOK_ALIKES)),
  suspect: () => false,
}

/** Used when the whole table could not be loaded: a name beyond ASCII cannot be checked, so it is suspect. */
export const uncheckedNameReader: NameReader = { skeleton: asciiNameReader.skeleton, suspect: () => true }

export const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text)

export type BuiltInIdentity = {
  readonly names: readonly string[]
  readonly rdns: readonly string[]
  /**
   * Its name is an everyday word or a description ('Safe', 'Browser Wallet', an app's own connector): only a name
   * that reads as the whole of it resembles it, since honest wallets use such words in names of their own
   * ('SafePal', 'Safe Haven'). A brand ('MetaMask') is resembled by any name that has it as a word.
   */
  readonly exactNameOnly?: boolean | undefined
}

/**
 * Where a name's words meet: spacing, punctuation, invisible characters, 'aB', letter–digit changes, and Latin next
 * to Chinese, Japanese or Korean, which are written without spaces ('Brave钱包' is 'Brave' and 'wallet').
 */
const WORD_BREAK =
  /[\p{White_Space}\p{P}\p{Default_Ignorable_Code_Point}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})|(?<=\p{sc=Latin})(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])(?=\p{sc=Latin})/u
/** A name glued to a brand ('metamaskofficial') counts when the rest could be a word of its own, not an ending. */
const GLUED_WORD_MIN = 3
/** A brand this long is resembled by a name holding it anywhere, even inside a word ('xMetaMaskx', 'Metamasks'). */
const INSIDE_WORD_MIN = 6
/** A brand this long is resembled by a name one typo away ('MetaMsak', 'Metamsk', 'WalletConect'). */
const TYPO_MIN = 7

/**
 * Digits and symbols written for letters ('M3taMask', 'Coinba$e'). Not in confusables.txt, which compares shapes;
 * a person reading a wallet list reads these as the letters.
 */
const WRITTEN_FOR: Readonly<Record<string, string>> = {
  $: 's',
  '@': 'a',
  '!': 'i',
  ǃ: 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'b',
  '7': 't',
  '8': 'b',
}
const WRITTEN_FOR_LETTERS = /[$@!ǃ345678]/g
/** A symbol beyond ASCII, whose compatibility form may be one written for a letter ('＄', '﹫'). */
const WIDE_SYMBOL = /[^\p{ASCII}\p{L}\p{N}]/gu

/** The skeleton of a name, with digits and symbols written for letters read as those letters, and 'vv' as 'w'. */
function read(reader: NameReader, text: string): string {
  const swap = (char: string) => WRITTEN_FOR[char] ?? char
  const symbols = text.replace(WIDE_SYMBOL, (char) => WRITTEN_FOR[char.normalize('NFKD')] ?? char)
  return reader
    .skeleton(symbols.replace(WRITTEN_FOR_LETTERS, swap))
    .replace(WRITTEN_FOR_LETTERS, swap)
    .replace(/vv/g, 'w')
}

/** true when `a` becomes `b` by one change: a letter replaced, added or dropped, or two neighbours swapped. */
function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const left = a.slice(start, endA)
  const right = b.slice(start, endB)
  if (left.length <= 1 && right.length <= 1) return true
  return left.length === 2 && right.length === 2 && left[0] === right[1] && left[1] === right[0]
}

/**
 * What a wallet name reads as: its skeleton, and its distinctive part without the word 'wallet' ('Browser Wallet' →
 * 'browserwallet', 'browser'). Both, since a 'wallet' spelt with look-alikes or split by a space is no longer the word.
 */
function readings(reader: NameReader, name: string): string[] {
  const core = read(reader, name.replace(/\bwallet\b/gi, ' '))
  const whole = read(reader, name)
  return core && core !== whole ? [whole, core] : [whole]
}

/** A built-in name's readings of at least 3 letters, remembered per reader: the same few names are read every time. */
const builtInNames = new WeakMap<NameReader, Map<string, readonly string[]>>()
function builtInReadings(reader: NameReader, name: string): readonly string[] {
  const known = builtInNames.get(reader) ?? new Map<string, readonly string[]>()
  builtInNames.set(reader, known)
  let found = known.get(name)
  if (!found) {
    found = readings(reader, name).filter((reading) => reading.length >= 3)
    if (known.size >= 256) known.clear()
    known.set(name, found)
  }
  return found
}

/** The skeletons of a name's words, in order: their concatenation is the name's skeleton. */
function wordSkeletons(reader: NameReader, name: string): string[] {
  return name
    .split(WORD_BREAK)
    .map((word) => read(reader, word))
    .filter((word) => word !== '')
}

/** true when `brand` is one or more whole words of the name, or begins or ends it followed or led by a word. */
function hasAsWords(words: readonly string[], brand: string): boolean {
  const whole = words.join('')
  if (brand.length >= INSIDE_WORD_MIN && whole.includes(brand)) return true
  const glued = whole.length - brand.length >= GLUED_WORD_MIN
  if (glued && (whole.startsWith(brand) || whole.endsWith(brand))) return true
  const edges = new Set<number>([0])
  let at = 0
  for (const word of words) {
    at += word.length
    edges.add(at)
  }
  for (let start = whole.indexOf(brand); start !== -1; start = whole.indexOf(brand, start + 1))
    if (edges.has(start) && edges.has(start + brand.length)) return true
  return false
}

/**
 * true when a discovered wallet could pass for one of the built-ins: its name reads as a built-in's name
 * (with or without the word 'wallet') or, for a brand, has it as a word ('MetaMask Official') or inside one;
 * or its rdns reads as a built-in's rdns or names a built-in in one of its labels ('com.evil.metamask').
 */
export function resemblesBuiltIn(
  discovered: { readonly name: string; readonly rdns: string },
  builtIns: readonly BuiltInIdentity[],
  reader: NameReader,
): boolean {
  const name = readings(reader, discovered.name)
  const words = wordSkeletons(reader, discovered.name)
  const rdns = read(reader, discovered.rdns)
  const labels = discovered.rdns.split('.').map((label) => read(reader, label))
  return builtIns.some((builtIn) => {
    const cores = builtIn.names.flatMap((known) => builtInReadings(reader, known))
    if (cores.some((core) => name.includes(core))) return true
    const typo = (brand: string) => brand.length >= TYPO_MIN && name.some((reading) => oneTypoApart(reading, brand))
    if (!builtIn.exactNameOnly && cores.some((brand) => hasAsWords(words, brand) || typo(brand))) return true
    if (builtIn.rdns.some((known) => read(reader, known) === rdns)) return true
    return labels.some((label) => label.length >= 4 && cores.includes(label))
  })
}

/** true when two names read the same. */
export function sameReading(reader: NameReader, a: string, b: string): boolean {
  return read(reader, a) === read(reader, b)
}

/**
 * Whether a discovered wallet's name or rdns resembles a built-in wallet's: compared by skeleton (skeleton.ts), so
 * case, spacing, punctuation, invisible characters, accents and characters that look alike (Greek 'Μ', Cyrillic
 * 'а', Latin 'ɑ', '0' for 'o', 'rn' for 'm') do not tell them apart.
 */
import { skeleton } from './skeleton.ts'

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

/** Where a name's words meet: spacing, punctuation, invisible characters, 'aB' and letter–digit changes. */
const WORD_BREAK =
  /[\p{White_Space}\p{P}\p{Default_Ignorable_Code_Point}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u
/** A name glued to a brand ('metamaskofficial') counts when the rest could be a word of its own, not an ending. */
const GLUED_WORD_MIN = 3

/**
 * What a wallet name reads as: its skeleton, and its distinctive part without the word 'wallet' ('Browser Wallet' →
 * 'browserwallet', 'browser'). Both, since a 'wallet' spelt with look-alikes or split by a space is no longer the word.
 */
function readings(name: string): string[] {
  const core = skeleton(name.replace(/\bwallet\b/gi, ' '))
  const whole = skeleton(name)
  return core && core !== whole ? [whole, core] : [whole]
}

/** A built-in name's readings of at least 3 letters, remembered: the same few names are read for every announcement. */
const builtInNames = new Map<string, readonly string[]>()
function builtInReadings(name: string): readonly string[] {
  let found = builtInNames.get(name)
  if (!found) {
    found = readings(name).filter((reading) => reading.length >= 3)
    if (builtInNames.size >= 256) builtInNames.clear()
    builtInNames.set(name, found)
  }
  return found
}

/** The skeletons of a name's words, in order: their concatenation is the name's skeleton. */
function wordSkeletons(name: string): string[] {
  return name
    .split(WORD_BREAK)
    .map(skeleton)
    .filter((word) => word !== '')
}

/** true when `brand` is one or more whole words of the name, or begins or ends it followed or led by a word. */
function hasAsWords(words: readonly string[], brand: string): boolean {
  const whole = words.join('')
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
 * (with or without the word 'wallet') or, for a brand, has it as a word ('MetaMask Official'); or its rdns
 * reads as a built-in's rdns or names a built-in in one of its labels ('com.evil.metamask').
 */
export function resemblesBuiltIn(
  discovered: { readonly name: string; readonly rdns: string },
  builtIns: readonly BuiltInIdentity[],
): boolean {
  const name = readings(discovered.name)
  const words = wordSkeletons(discovered.name)
  const rdns = skeleton(discovered.rdns)
  const labels = discovered.rdns.split('.').map(skeleton)
  return builtIns.some((builtIn) => {
    const cores = builtIn.names.flatMap(builtInReadings)
    if (cores.some((core) => name.includes(core))) return true
    if (!builtIn.exactNameOnly && cores.some((brand) => hasAsWords(words, brand))) return true
    if (builtIn.rdns.some((known) => skeleton(known) === rdns)) return true
    return labels.some((label) => label.length >= 4 && cores.includes(label))
  })
}

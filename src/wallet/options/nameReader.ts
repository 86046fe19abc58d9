/**
 * Reads wallet names beyond ASCII: the whole look-alike table (confusablesData.ts, generated from Unicode's
 * confusables.txt and character names), and the checks that make a name suspect whatever it reads as. Loaded on
 * demand (connectorRegistry.ts), the first time a discovered wallet's name or rdns has a character outside ASCII.
 */
import { ASCII_LOOK_ALIKES } from './asciiLookAlikes.ts'
import { LOOK_ALIKES } from './confusablesData.ts'
import type { NameReader } from './lookAlike.ts'
import { makeSkeleton, tableFrom } from './skeleton.ts'

/**
 * Characters that reorder what is drawn: 'MetaMask' can be shown from the text 'ksaMateM' after an override.
 * Embeddings, overrides and isolates; the marks (LRM, RLM, ALM) that right-to-left names use honestly are not.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u

/** Scripts a letter is told apart by; a letter of a script not listed counts as one script, 'other'. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Canadian_Aboriginal',
  'Coptic',
  'Lisu',
  'Vai',
  'Tifinagh',
  'Ethiopic',
  'Runic',
  'Old_Italic',
  'Gothic',
  'Deseret',
  'Osage',
  'Glagolitic',
  'Nko',
  'Hebrew',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
] as const
const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const)
/** Letters every script uses (mathematical letters, 'ª') or that take their base's script. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u
/**
 * Unicode TR39's Highly Restrictive level: the mixes a word may have. Japanese, Chinese and Korean words mix Han with
 * their own scripts and with Latin; any other mix in one word ('ᗰetaᗰask', Latin with Canadian syllabics) is suspect.
 */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
]
/**
 * Where words meet for the script check: spacing, punctuation and a lower-case letter before a capitalised word
 * ('КриптоWallet'; not before a lone capital, 'BravᎠ'). Not an invisible character: one between two letters must not make each a word of its own.
 */
const WORDS = /[\p{White_Space}\p{P}]+|(?<=\p{Ll})(?=\p{Lu}\p{Ll})/u
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu

function scriptOf(letter: string): string | undefined {
  if (SHARED.test(letter)) return undefined
  return SCRIPT_TESTS.find(([, test]) => test.test(letter))?.[0] ?? 'other'
}

/** true when a word's letters come from scripts that TR39's Highly Restrictive level does not let share a word. */
function mixesScripts(word: string): boolean {
  const scripts = new Set<string>()
  for (const char of word) {
    const script = /\p{L}/u.test(char) ? scriptOf(char) : undefined
    if (script) scripts.add(script)
  }
  if (scripts.size <= 1) return false
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)))
}

const skeleton = makeSkeleton(tableFrom(ASCII_LOOK_ALIKES, LOOK_ALIKES))

/**
 * Names beyond ASCII, read through the whole table. Suspect whatever they read as: a name with characters that
 * reorder what is drawn, a name that reads as nothing (invisible or unreadable characters only), and a name with a
 * word that mixes scripts.
 */
export const fullNameReader: NameReader = {
  skeleton,
  suspect: (name) =>
    BIDI_CONTROL.test(name) || skeleton(name) === '' || name.replace(INVISIBLE, '').split(WORDS).some(mixesScripts),
}

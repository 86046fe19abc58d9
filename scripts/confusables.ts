/**
 * Writes the look-alike tables wallet names are compared by, from Unicode's confusables.txt as the devDependency
 * unhomoglyph ships it (data.json: each confusable character → its prototype), and from Unicode's character names
 * as the devDependency unicode-name gives them, for letters confusables.txt leaves out because it compares case by
 * case: a small capital ('ᴍ', LATIN LETTER SMALL CAPITAL M) or a letter drawn in a box ('🅼', NEGATIVE SQUARED
 * LATIN CAPITAL LETTER M) reads as its letter when names are compared without case.
 *
 *   npm run confusables      rewrites both files (after bumping either package); tests/unit/confusablesData.test.ts
 *                            fails while a committed file differs from what this writes
 *
 * Two files: src/wallet/options/asciiLookAlikes.ts, the few ASCII entries ('0' for 'o'), is read with every name;
 * src/wallet/options/confusablesData.ts, the rest, is loaded only when a name has a character outside ASCII.
 *
 * Only what a wallet name can be mistaken by is kept: the built-in names are Latin letters and digits, so an entry
 * whose prototype is not is left out, and so is one that folding (NFKD, lower case) already reads the same way
 * ('𝐌' is 'M' after NFKD). That keeps the table at about 600 characters (a few kB in the bundle), where the whole
 * data is over 100 kB; generating it here rather than loading the data at run time keeps the first load small
 * and the upkeep to one command when the data changes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { unicodeName } from 'unicode-name'
import { makeSkeleton } from '../src/wallet/options/skeleton.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const confusablesDataPath = join(root, 'src/wallet/options/confusablesData.ts')
export const asciiLookAlikesPath = join(root, 'src/wallet/options/asciiLookAlikes.ts')

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('unhomoglyph/package.json'))

/** confusables.txt's mappings, as the package ships them: source character → prototype. */
export function confusables(): ReadonlyMap<string, string> {
  const data = JSON.parse(readFileSync(join(packageDir, 'data.json'), 'utf8')) as Record<string, string>
  return new Map(Object.entries(data))
}

/**
 * A name that says the character is a Latin letter, however drawn: 'LATIN LETTER SMALL CAPITAL M', 'NEGATIVE
 * CIRCLED LATIN CAPITAL LETTER M', 'REGIONAL INDICATOR SYMBOL LETTER M' (drawn as a boxed M when unpaired), or a
 * letter with a hook, stroke or descender that compatibility folding keeps ('LATIN SMALL LETTER N WITH DESCENDER').
 * One that draws the letter turned or reversed is a different shape, so not taken.
 */
const NAMED_LATIN_LETTER =
  /^(?!.*\b(?:TURNED|REVERSED|INVERTED|ROTATED|SIDEWAYS)\b)(?:(?:.*\bLATIN\b.*|REGIONAL INDICATOR SYMBOL LETTER) ([A-Z])|LATIN (?:CAPITAL|SMALL) LETTER ([A-Z]) WITH .*)$/

/** Letters and symbols whose Unicode name says they are a Latin letter → that letter, lower case. */
export function namedLatinLetters(): ReadonlyMap<string, string> {
  const found = new Map<string, string>()
  for (let codePoint = 0x80; codePoint <= 0x1ffff; codePoint++) {
    const char = String.fromCodePoint(codePoint)
    if (!/^[\p{L}\p{S}]$/u.test(char)) continue
    const match = NAMED_LATIN_LETTER.exec(unicodeName(char) ?? '')
    const letter = match?.[1] ?? match?.[2]
    if (letter) found.set(char, letter.toLowerCase())
  }
  return found
}

function dataVersion(): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  const unicode = /Update mapping data to version ([\d.]+)/.exec(readFileSync(join(packageDir, 'CHANGELOG.md'), 'utf8'))
  const names = JSON.parse(readFileSync(join(root, 'node_modules/unicode-name/package.json'), 'utf8')) as {
    version: string
  }
  return `confusables.txt ${unicode?.[1] ?? '(version unknown)'} (unhomoglyph ${version}) and unicode-name ${names.version}`
}

/**
 * Each confusable letter, digit or symbol → what it reads as in lower-case Latin letters and digits, the prototype
 * folded until it no longer changes ('Μ' → 'M' → 'm' → 'rn'). Prototypes outside ASCII are dropped.
 */
export function readings(
  data: ReadonlyMap<string, string>,
  named: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const skeletonOf = makeSkeleton(data)
  const settle = (prototype: string) => {
    let reading = prototype.toLowerCase()
    for (let step = 0; step < 8; step++) {
      const next = skeletonOf(reading).toLowerCase()
      if (next === reading) break
      reading = next
    }
    return reading
  }
  const result = new Map<string, string>()
  for (const [source, prototype] of data) {
    if (!/^[\p{L}\p{N}\p{S}]$/u.test(source)) continue
    const reading = settle(prototype)
    if (!/^[\x20-\x7e]+$/.test(reading)) continue
    const letters = reading.replace(/[^a-z0-9]/g, '')
    if (letters && letters !== source) result.set(source, letters)
  }
  // A name says what confusables.txt does not, or says it in another case only ('ᴍ' is listed as like 'ʍ').
  // The letter settles as a confusable one does: 'ᴍ' is an 'm', and so reads as 'rn'.
  for (const [source, letter] of named) if (!result.has(source)) result.set(source, settle(letter))
  return result
}

/** The smallest table the skeleton reads every reading through: entries that folding already gives are dropped. */
export function compactTable(wanted: ReadonlyMap<string, string>): Map<string, string> {
  const table = new Map(wanted)
  // A fresh skeleton for every check: one remembers its readings, and the table changes under it here.
  const skeletonOf = (text: string) => makeSkeleton(table)(text)
  for (const [source, reading] of wanted) {
    table.delete(source)
    if (skeletonOf(source) !== reading) table.set(source, reading)
  }
  // A dropped entry may have leaned on one dropped after it: put back whatever no longer reads right.
  for (let changed = true; changed; ) {
    changed = false
    for (const [source, reading] of wanted) {
      if (skeletonOf(source) === reading) continue
      table.set(source, reading)
      changed = true
    }
  }
  return table
}

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const key = (text: string) => (/^[a-z_][a-z0-9_]*$/.test(text) ? text : quoted(text))
const byCodePoint = (a: string, b: string) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)

/** The two modules' texts: the ASCII entries, read with every name, and the rest, loaded for names beyond ASCII. */
export function renderLookAlikes(
  data: ReadonlyMap<string, string> = confusables(),
  named: ReadonlyMap<string, string> = namedLatinLetters(),
): { ascii: string; rest: string } {
  const ascii = new Map<string, string[]>()
  const rest = new Map<string, string[]>()
  for (const [source, reading] of compactTable(readings(data, named))) {
    const groups = (source.codePointAt(0) ?? 0) < 0x80 ? ascii : rest
    groups.set(reading, [...(groups.get(reading) ?? []), source])
  }
  const header = `// Generated by scripts/confusables.ts (npm run confusables) from ${dataVersion()}: do not edit.`
  const module = (name: string, doc: string, groups: Map<string, string[]>) =>
    [
      header,
      '',
      `/** ${doc} (docs in scripts/confusables.ts). */`,
      `export const ${name}: Readonly<Record<string, string>> = {`,
      ...[...groups]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([reading, sources]) => `  ${key(reading)}: ${quoted(sources.sort(byCodePoint).join(''))},`),
      '}',
      '',
    ].join('\n')
  return {
    ascii: module(
      'ASCII_LOOK_ALIKES',
      'What an ASCII character in a wallet name is read as → the characters read that way',
      ascii,
    ),
    rest: module('LOOK_ALIKES', 'What a wallet name is read as → the characters beyond ASCII read that way', rest),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ascii, rest } = renderLookAlikes()
  writeFileSync(asciiLookAlikesPath, ascii)
  writeFileSync(confusablesDataPath, rest)
  console.log(`wrote ${asciiLookAlikesPath} and ${confusablesDataPath}`)
}

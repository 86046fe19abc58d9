/**
 * The skeleton of a wallet name (Unicode TR39's idea, on the data of confusables.txt): two names that a person
 * can take for one another have the same skeleton. Compared after compatibility and case folding, without
 * accents, spacing, punctuation and invisible characters (default-ignorable code points), so 'ΜetaΜask',
 * 'Ｍｅｔａ Ｍａｓｋ' and 'Meta\u200bMask' all read as 'MetaMask'.
 */
/** A character that looks like a Latin letter or digit → the letters it is read as ('Μ' → 'rn', 'ɑ' → 'a'). */
export type LookAlikeTable = ReadonlyMap<string, string>

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const MARKS = /\p{M}/gu
/** Dropped once read: what is not a letter or digit, and modifier letters (a tick, a dot, a tatweel 'ـ', 'ー'). */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]|\p{Lm}/gu
const READINGS_KEPT = 4096

/**
 * The skeleton function over a table. A character is read through the table as it is, or as its lower or upper
 * case ('ⲙ' has no entry of its own, 'Ⲙ' does); one the table does not list is folded (NFKD without marks,
 * lower case), and what that gives is read through the table again ('𝐦' → 'm' → 'rn').
 */
export function makeSkeleton(table: LookAlikeTable): (text: string) => string {
  const lookup = (char: string) => table.get(char) ?? table.get(char.toLowerCase()) ?? table.get(char.toUpperCase())
  const fold = (char: string) =>
    lookup(char) ??
    [...char.normalize('NFKD').replace(MARKS, '').toLowerCase()].map((part) => lookup(part) ?? part).join('')
  // Names repeat their characters and folding is slow: remember readings, within a bound a flood of names cannot lift.
  const known = new Map<string, string>()
  const read = (char: string) => {
    let reading = known.get(char)
    if (reading === undefined) {
      reading = fold(char).replace(NOT_LETTER_OR_DIGIT, '')
      if (known.size >= READINGS_KEPT) known.clear()
      known.set(char, reading)
    }
    return reading
  }
  return (text) => {
    let result = ''
    for (const char of text.replace(INVISIBLE, '')) result += read(char)
    return result
  }
}

/** A table from generated groups (asciiLookAlikes.ts, confusablesData.ts): reading → the characters read that way. */
export function tableFrom(...groups: readonly Readonly<Record<string, string>>[]): LookAlikeTable {
  return new Map(
    groups.flatMap((group) =>
      Object.entries(group).flatMap(([reading, sources]) => [...sources].map((source) => [source, reading] as const)),
    ),
  )
}

/** The part of the devDependency unicode-name (it ships no types) that scripts/confusables.ts uses. */
declare module 'unicode-name' {
  /** The character's Unicode name ('LATIN LETTER SMALL CAPITAL M'), or undefined when it has none. */
  export function unicodeName(char: string): string | undefined
}

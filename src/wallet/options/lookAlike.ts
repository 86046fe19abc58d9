/**
 * Whether a discovered wallet's name or rdns resembles a built-in wallet's: compared by skeleton, so case,
 * spaces, punctuation, accents and letters that look alike (Cyrillic 'а' for 'a', '0' for 'o', 'rn' for 'm')
 * do not tell them apart.
 */

/** Characters drawn like a Latin letter (Cyrillic, Greek, digits), mapped to that letter. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  $: 's',
  '@': 'a',
  '|': 'l',
  '!': 'i',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
}

/** The letters a name is read as: folded, confusables mapped, everything but a–z dropped, look-alike pairs merged. */
export function skeleton(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  const mapped = [...folded].map((char) => CONFUSABLES[char] ?? char).join('')
  return mapped
    .replace(/[^a-z]/g, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd')
    .replace(/i/g, 'l')
}

/** The distinctive part of a wallet name: without a trailing or leading word 'wallet' ('Browser Wallet' → 'browser'). */
function nameCore(name: string): string {
  const core = skeleton(name.replace(/\bwallet\b/gi, ' '))
  return core || skeleton(name)
}

export type BuiltInIdentity = { readonly names: readonly string[]; readonly rdns: readonly string[] }

/**
 * true when a discovered wallet could pass for one of the built-ins: its name reads as a built-in's name
 * (with or without the word 'wallet'), or its rdns reads as a built-in's rdns or names a built-in in one
 * of its labels ('com.evil.metamask').
 */
export function resemblesBuiltIn(
  discovered: { readonly name: string; readonly rdns: string },
  builtIns: readonly BuiltInIdentity[],
): boolean {
  const name = nameCore(discovered.name)
  const rdns = skeleton(discovered.rdns)
  const labels = discovered.rdns.split('.').map(skeleton)
  return builtIns.some((builtIn) => {
    const cores = builtIn.names.map(nameCore).filter((core) => core.length >= 3)
    if (cores.includes(name)) return true
    if (builtIn.rdns.some((known) => skeleton(known) === rdns)) return true
    return labels.some((label) => label.length >= 4 && cores.includes(label))
  })
}

import { assertTheme, assertValidId } from './themeChecks.ts'
import type { Theme } from './themes'

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** `--color-text: …; --radius-dialog: …` declarations for one theme (a plain object, never a function). */
export function themeDeclarations(theme: Theme): string {
  const checked = assertTheme(theme)
  const groups: [string, Record<string, string>][] = [
    ['color', checked.colors],
    ['radius', checked.radii],
    ['shadow', checked.shadows],
    ['font', checked.fonts],
  ]
  return groups
    .flatMap(([prefix, values]) => Object.entries(values).map(([k, v]) => `--${prefix}-${kebab(k)}: ${v};`))
    .join(' ')
}

/** The root selector for a theme id; only letters, digits and underscores may reach the CSS ('Invalid ID'). */
export function themeRootSelector(id?: string): string {
  if (id === undefined) return ':root'
  assertValidId(id)
  return `[data-theme-id="${id}"]`
}

/** A stylesheet that uses `light` by default and `dark` under prefers-color-scheme: dark. */
export function themeStyleSheet(light: Theme, dark: Theme, id?: string): string {
  const selector = themeRootSelector(id)
  return (
    `${selector} { ${themeDeclarations(light)} color-scheme: light; }\n` +
    `@media (prefers-color-scheme: dark) { ${selector} { ${themeDeclarations(dark)} color-scheme: dark; } }`
  )
}

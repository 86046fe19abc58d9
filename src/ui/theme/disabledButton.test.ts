/**
 * A disabled button reads as disabled in every theme: a grey fill of its own, never the look of a live button
 * dimmed with opacity (which made a primary button mid-blue with white text, and its text under 4.5:1).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme, type Theme } from './themes'

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** How far a colour is from grey: the spread of its channels, 0 to 255. */
function chroma(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return Math.max(...channels) - Math.min(...channels)
}

/** The declarations of the stylesheet's rule for exactly `selector`. */
function rule(css: string, selector: string): string {
  const at = css.search(new RegExp(`(^|\\n)${selector.replace(/[.:]/g, '\\$&')}\\s*\\{`))
  if (at < 0) throw new Error(`no rule for ${selector}`)
  return css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at))
}

const baseCss = readFileSync(join(import.meta.dirname, 'base.css'), 'utf8')

const themes: readonly [string, Theme][] = [
  ['light', lightTheme],
  ['dark', darkTheme],
]

describe('disabled buttons', () => {
  for (const [name, theme] of themes) {
    it(`have grey fill and text at least 4.5:1 on it (${name})`, () => {
      const { disabled, disabledText, accent, accentText } = theme.colors
      expect(contrast(disabledText, disabled)).toBeGreaterThanOrEqual(4.5)
      expect(chroma(disabled)).toBeLessThanOrEqual(16)
      // Not the live primary button: neither its fill nor its text.
      expect(disabled).not.toBe(accent)
      expect(disabledText).not.toBe(accentText)
    })
  }

  it('use that fill and text, a not-allowed cursor and no opacity, whatever kind of button', () => {
    const declarations = rule(baseCss, '.btn:disabled')
    expect(declarations).toMatch(/background:\s*var\(--color-disabled\);/)
    expect(declarations).toMatch(/color:\s*var\(--color-disabled-text\);/)
    expect(declarations).toMatch(/cursor:\s*not-allowed;/)
    expect(declarations).not.toMatch(/opacity/)
  })
})

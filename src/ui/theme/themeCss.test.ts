import { describe, expect, it } from 'vitest'
import { themeDeclarations, themeRootSelector, themeStyleSheet } from './themeCss'
import { darkTheme, lightTheme, type Theme } from './themes'

describe('theme stylesheet', () => {
  it('writes every theme value as a CSS variable, dark under prefers-color-scheme', () => {
    const css = themeStyleSheet(lightTheme, darkTheme)
    expect(css).toContain(`:root { --color-background: ${lightTheme.colors.background};`)
    expect(css).toContain('--color-background-gradient: linear-gradient(135deg')
    expect(css).toContain(`--radius-dialog: ${lightTheme.radii.dialog};`)
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{ :root \{ --color-background: #121318;/)
  })

  it('gives light and dark the same set of variables', () => {
    const names = (theme: Theme) => themeDeclarations(theme).match(/--[a-z-]+/g)
    expect(names(darkTheme)).toEqual(names(lightTheme))
  })

  it('refuses a theme that is a function', () => {
    const lazyTheme = (() => lightTheme) as unknown as Theme
    expect(() => themeDeclarations(lazyTheme)).toThrow('A theme must be an object, not a function')
  })

  it("accepts only letters, digits and underscores in a theme id ('Invalid ID')", () => {
    expect(themeRootSelector()).toBe(':root')
    expect(themeRootSelector('brand_2')).toBe('[data-theme-id="brand_2"]')
    expect(() => themeRootSelector('x"] body {')).toThrow('Invalid ID')
    expect(() => themeRootSelector('with-dash')).toThrow('Invalid ID')
  })
})

import { useMemo } from 'react'
import { darkTheme, lightTheme, type Theme } from './themes'
import { themeStyleSheet } from './themeCss'

interface ThemeStyleProps {
  readonly light?: Theme
  readonly dark?: Theme
}

/** Writes the theme variables into a <style> that React hoists into <head>. */
export function ThemeStyle({ light = lightTheme, dark = darkTheme }: ThemeStyleProps) {
  const css = useMemo(() => themeStyleSheet(light, dark), [light, dark])
  return (
    <style href="app-theme" precedence="default">
      {css}
    </style>
  )
}

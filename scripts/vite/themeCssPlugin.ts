import type { Plugin } from 'vite'
import { themeStyleSheet } from '../../src/ui/theme/themeCss.ts'
import { darkTheme, lightTheme } from '../../src/ui/theme/themes.ts'

/** What the app imports for its theme: a stylesheet of the theme variables (src/ui/App.tsx). */
export const THEME_CSS_MODULE = 'virtual:theme.css'

// A `.css` id, so Vite's own CSS pipeline takes it (bundled with the other styles, hot-reloaded in dev).
const RESOLVED_ID = '\0theme.css'

/**
 * The theme's light and dark variables (src/ui/theme/themes.ts) as a stylesheet written when the app is built or
 * served, not by JavaScript at run time: the first load carries neither the themes nor the code that writes them.
 */
export function themeCss(): Plugin {
  return {
    name: 'theme-css',
    resolveId: (id) => (id === THEME_CSS_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeStyleSheet(lightTheme, darkTheme) : undefined),
  }
}

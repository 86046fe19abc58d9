/**
 * Theme objects: every colour, radius and shadow the shell's CSS reads through `--*` variables.
 * Pages and dialogs use only these variables, so a theme swap restyles everything.
 */
export interface Theme {
  readonly colors: {
    readonly background: string
    readonly backgroundGradient: string
    readonly surface: string
    readonly surfaceRaised: string
    readonly surfaceHover: string
    readonly text: string
    readonly textMuted: string
    readonly border: string
    readonly accent: string
    readonly accentText: string
    /** A disabled button's fill and text: grey, unlike any live button, its text at least 4.5:1 on the fill. */
    readonly disabled: string
    readonly disabledText: string
    readonly focusRing: string
    readonly overlay: string
    readonly error: string
    readonly errorSurface: string
    readonly warning: string
    readonly warningSurface: string
    readonly success: string
  }
  readonly radii: { readonly dialog: string; readonly control: string; readonly pill: string }
  readonly shadows: { readonly dialog: string; readonly control: string }
  readonly fonts: { readonly body: string; readonly mono: string }
}

const sharedRadii = { dialog: '24px', control: '12px', pill: '999px' } as const
const sharedFonts = {
  body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const

export const lightTheme: Theme = {
  colors: {
    background: '#f4f1fb',
    backgroundGradient: 'linear-gradient(135deg, #fdfbff 0%, #e9e4fb 45%, #d9ecfb 100%)',
    surface: '#ffffff',
    surfaceRaised: '#f6f5fa',
    surfaceHover: 'rgba(60, 66, 102, 0.08)',
    text: '#1a1b1f',
    textMuted: '#5d6070',
    border: 'rgba(20, 20, 40, 0.10)',
    // #0a5ccc: white on it 6.2:1, and as link text at least 4.9:1 on the page gradient (WCAG AA: 4.5:1).
    accent: '#0a5ccc',
    accentText: '#ffffff',
    // #54576a on #e4e5eb: 5.7:1.
    disabled: '#e4e5eb',
    disabledText: '#54576a',
    focusRing: '#0e76fd',
    overlay: 'rgba(0, 0, 0, 0.4)',
    error: '#c5221f',
    errorSurface: '#fdecea',
    warning: '#8a5300',
    warningSurface: '#fff4d6',
    success: '#1b7f3b',
  },
  radii: sharedRadii,
  shadows: {
    dialog: '0 8px 32px rgba(0, 0, 0, 0.22)',
    control: '0 2px 6px rgba(0, 0, 0, 0.08)',
  },
  fonts: sharedFonts,
}

export const darkTheme: Theme = {
  colors: {
    background: '#121318',
    backgroundGradient: 'linear-gradient(135deg, #17161f 0%, #1d1b33 50%, #0f2233 100%)',
    surface: '#1a1b1f',
    surfaceRaised: '#24252b',
    surfaceHover: 'rgba(224, 232, 255, 0.10)',
    text: '#f2f3f5',
    textMuted: '#a3a6b4',
    border: 'rgba(255, 255, 255, 0.10)',
    // White on #3898ff is 3:1; near-black text is 6.4:1, and the accent stays 5.5:1 as link text on dark.
    accent: '#3898ff',
    accentText: '#0d1117',
    // #b0b3c0 on #2e3038: 6.3:1.
    disabled: '#2e3038',
    disabledText: '#b0b3c0',
    focusRing: '#6cb4ff',
    overlay: 'rgba(0, 0, 0, 0.4)',
    error: '#ff6b60',
    errorSurface: 'rgba(255, 80, 70, 0.14)',
    warning: '#ffc451',
    warningSurface: 'rgba(255, 196, 81, 0.14)',
    success: '#4ade80',
  },
  radii: sharedRadii,
  shadows: {
    dialog: '0 8px 32px rgba(0, 0, 0, 0.6)',
    control: '0 2px 6px rgba(0, 0, 0, 0.3)',
  },
  fonts: sharedFonts,
}

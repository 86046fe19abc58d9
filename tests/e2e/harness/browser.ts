import { chromium, type Browser, type Page } from 'playwright-core'

/** Flags measured to work for Debian's chromium running as root (other flags fail as root or reach the network). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host but loopback's fails to resolve, at once and alike on every machine: a page's request to the outside
  // (WalletConnect's Verify server from the Dev Phone Wallet, say) ends in ERR_NAME_NOT_RESOLVED whether the
  // machine's network refuses it, drops it, or answers through a proxy with other console errors.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/** CHROMIUM_PATH overrides Debian's location. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

export type NewPageOptions = { width: number; height?: number }

const mobileWidthLimit = 480
const defaultHeights: Record<number, number> = { 390: 844, 700: 900, 1280: 800 }
const collectedErrors = new WeakMap<Page, string[]>()

/**
 * A page in a fresh context (own storage) sized like the layout's breakpoints.
 * Widths up to 480 are phones: touch + mobile viewport.
 */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<Page> {
  const { width } = options
  const height = options.height ?? defaultHeights[width] ?? 800
  const isMobile = width <= mobileWidthLimit
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    hasTouch: isMobile,
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  const errors: string[] = []
  collectedErrors.set(page, errors)
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    // Chromium fetches /favicon.ico on its own; that 404 is not the page's doing.
    if (url.endsWith('/favicon.ico')) return
    errors.push(url ? `${message.text()} (${url})` : message.text())
  })
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  page.on('close', () => void context.close().catch(() => undefined))
  return page
}

/** Console errors and uncaught exceptions the page reported so far. */
export function pageErrors(page: Page): readonly string[] {
  return collectedErrors.get(page) ?? []
}

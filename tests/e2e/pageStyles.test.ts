import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeAudit, launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import { openConnected } from './journeys.ts'

// Each page carries its own styles, in Chromium against anvil: every route is opened first in a fresh context, its
// error text and disabled buttons are brought on screen and their computed look recorded at 1280 and 390, light and
// dark; then the same page, after a visit to every other route in the same document and the Connect dialog (so every
// page's and the shell's stylesheets are loaded), must look the same. A rule a page needs that lives only in another page's stylesheet shows up as a
// difference here.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const LAYOUTS = [
  [1280, 'light'],
  [1280, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const

interface RouteCase {
  readonly path: string
  readonly name: string
  /** Opened with the test wallet connected (the forms need an account to show their field errors). */
  readonly connected: boolean
  /** Brings the page's error state on screen, if it has one. */
  readonly provoke?: (page: Page) => Promise<void>
  readonly hasErrorText: boolean
  readonly hasDisabledButton: boolean
}

async function typeInto(page: Page, label: string, text: string, errorId: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true })
  await field.waitFor({ timeout: 30_000 })
  await field.fill(text)
  await page.locator(`#${errorId}`).waitFor({ timeout: 20_000 })
}

const ROUTES: readonly RouteCase[] = [
  { path: '/', name: 'home', connected: false, hasErrorText: false, hasDisabledButton: false },
  {
    path: '/stake',
    name: 'stake',
    connected: true,
    provoke: (page) => typeInto(page, 'Amount', 'abc', 'stake-amount-error'),
    hasErrorText: true,
    hasDisabledButton: true,
  },
  {
    path: '/mint',
    name: 'mint',
    connected: true,
    provoke: (page) => typeInto(page, 'Quantity', '0', 'mint-quantity-error'),
    hasErrorText: true,
    hasDisabledButton: true,
  },
  {
    path: '/collection',
    name: 'collection',
    connected: false,
    provoke: (page) => page.getByText(/ minted of /).waitFor({ timeout: 30_000 }),
    hasErrorText: false,
    hasDisabledButton: false,
  },
  { path: '/comingSoon', name: 'my-collection', connected: true, hasErrorText: false, hasDisabledButton: false },
  // Disconnected in a fresh context the log is empty, so its export buttons are disabled.
  { path: '/calls', name: 'calls', connected: false, hasErrorText: false, hasDisabledButton: true },
  { path: '/no-such-page', name: 'not-found', connected: false, hasErrorText: false, hasDisabledButton: false },
]

interface Look {
  readonly key: string
  readonly color: string
  readonly backgroundColor: string
  readonly opacity: string
  readonly cursor: string
  readonly fontWeight: string
  readonly fontSize: string
  readonly margin: string
}

interface PageLook {
  /** The theme's error colour, resolved the way the page resolves it. */
  readonly errorColour: string
  readonly textColour: string
  /** The theme's disabled fill and text (a grey of their own, base.css's .btn:disabled). */
  readonly disabledFill: string
  readonly disabledText: string
  readonly errors: readonly Look[]
  readonly disabled: readonly Look[]
  /** Page furniture every route shares: headings, muted text, cards. */
  readonly furniture: readonly Look[]
}

/** The computed look of the page's error text, disabled buttons and common furniture. */
function recordLook(page: Page): Promise<PageLook> {
  return page.evaluate(() => {
    const look = (element: Element, index: number) => {
      const style = getComputedStyle(element)
      return {
        key: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}#${index}`,
        color: style.color,
        backgroundColor: style.backgroundColor,
        opacity: style.opacity,
        cursor: style.cursor,
        fontWeight: style.fontWeight,
        fontSize: style.fontSize,
        margin: style.margin,
      }
    }
    const all = (selector: string) => [...document.querySelectorAll(`main ${selector}`)].map(look)
    const resolve = (value: string) => {
      const probe = document.createElement('span')
      probe.style.color = value
      document.querySelector('main')?.append(probe)
      const colour = getComputedStyle(probe).color
      probe.remove()
      return colour
    }
    return {
      errorColour: resolve('var(--color-error)'),
      textColour: resolve('var(--color-text)'),
      disabledFill: resolve('var(--color-disabled)'),
      disabledText: resolve('var(--color-disabled-text)'),
      errors: all('.field-error'),
      disabled: all('button:disabled'),
      furniture: all('h1, .muted, .card, .page-header, .read-error, .disabled-reason'),
    }
  })
}

/** Waits until the routed page (not its loading stand-in) is on screen. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => document.querySelector('.page-loading') === null, undefined, { timeout: 30_000 })
}

/** The app's own client-side navigation (the router follows pushState), so no stylesheet is unloaded. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path)
  await settle(page)
}

async function setLayout(page: Page, width: number, scheme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
  await page.emulateMedia({ colorScheme: scheme })
  // A theme change animates buttons' background (base.css's .btn transition): read the look once it has landed.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Opens and closes the shell's Connect dialog (disconnected only), so its stylesheet is loaded too. */
async function openAndCloseConnectDialog(page: Page, shot: string): Promise<void> {
  const button = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
  if (!(await button.isVisible())) return
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.waitFor({ timeout: 20_000 })
  await screenshot(page, shot)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
}

/** The route's look in each layout, keyed 'width-scheme'. */
async function looksInEveryLayout(page: Page, shots?: string): Promise<Record<string, PageLook>> {
  const looks: Record<string, PageLook> = {}
  for (const [width, scheme] of LAYOUTS) {
    await setLayout(page, width, scheme)
    looks[`${width}-${scheme}`] = await recordLook(page)
    if (shots) await screenshot(page, `${shots}-${width}-${scheme}`)
  }
  return looks
}

describe('each page carries its own styles', () => {
  it.each(ROUTES)(
    '$path opened first looks as it does after every other page (error text, disabled buttons)',
    async (route) => {
      const page = route.connected
        ? (await openConnected(browser, stack, { width: 1280, path: route.path, accountIndex: 8 })).page
        : await newPage(browser, { width: 1280 })
      if (!route.connected) await page.goto(`${stack.appUrl}${route.path}`)
      await settle(page)
      await route.provoke?.(page)
      const first = await looksInEveryLayout(page, `page-styles-first-${route.name}`)

      for (const [width, scheme] of [LAYOUTS[0], LAYOUTS[3]] as const) {
        await setLayout(page, width, scheme)
        expect(
          (await axeAudit(page, `${route.path} first ${width} ${scheme}`)).serious,
          `${route.path} ${width} ${scheme}`,
        ).toEqual([])
      }

      for (const other of ROUTES) {
        if (other.path !== route.path) await navigateInApp(page, other.path)
      }
      await navigateInApp(page, route.path)
      await openAndCloseConnectDialog(page, `page-styles-connect-over-${route.name}-390-dark`)
      await route.provoke?.(page)
      const after = await looksInEveryLayout(page)
      await screenshot(page, `page-styles-after-${route.name}-390-dark`)

      for (const [width, scheme] of LAYOUTS) {
        const layout = `${width}-${scheme}`
        const before = first[layout]
        const later = after[layout]
        if (!before || !later) throw new Error(`no look recorded for ${layout}`)
        const where = `${route.path} at ${layout}`
        if (route.hasErrorText) expect(before.errors.length, where).toBeGreaterThan(0)
        if (route.hasDisabledButton) expect(before.disabled.length, where).toBeGreaterThan(0)
        // Error text in the theme's error colour, never the plain text colour.
        for (const error of before.errors) {
          expect(error.color, where).toBe(before.errorColour)
          expect(error.color, where).not.toBe(before.textColour)
        }
        // A disabled button is visibly disabled: the theme's grey, its text at full strength, a not-allowed cursor.
        for (const button of before.disabled) {
          expect(button.backgroundColor, `${where} ${button.key}`).toBe(before.disabledFill)
          expect(button.color, `${where} ${button.key}`).toBe(before.disabledText)
          expect(button.opacity, `${where} ${button.key}`).toBe('1')
          expect(button.cursor, `${where} ${button.key}`).toBe('not-allowed')
        }
        expect(before.errors, where).toEqual(later.errors)
        expect(before.disabled, where).toEqual(later.disabled)
        expect(before.furniture, where).toEqual(later.furniture)
      }
      expect(pageErrors(page)).toEqual([])
      await page.context().close()
    },
    240_000,
  )
})

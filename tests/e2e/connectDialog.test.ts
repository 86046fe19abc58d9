/**
 * Connect a Wallet in Chromium with no WalletConnect project id, at 1280, 700 and 390 px, light and dark:
 * unusable options sit last with their reason; WalletConnect chosen anyway shows the configuration
 * sentence and a way on; a wallet that is not installed opens its Get page; Get a Wallet names the right
 * platforms; a rejection says it was cancelled and RETRY connects; 'Learn More' is in view without
 * scrolling. axe on every step; screenshots of each.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  axeAudit,
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'

const NO_PROJECT_ID = 'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId'

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

/** A page with only an EIP-6963 wallet: no window.ethereum, so Browser Wallet is not installed. */
async function openPage(width: number, scheme: 'light' | 'dark') {
  const page = await newPage(browser, { width })
  // Reduced motion: a full-page screenshot resizes the page, which would catch the dialog mid-animation.
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
  const wallet = await installTestWallet(page, stack, { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' })
  await page.goto(`${stack.appUrl}/`)
  return { page, wallet }
}

async function openConnectDialog(page: Page): Promise<Locator> {
  const connect = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: /^Test Wallet/ }).waitFor({ timeout: 20_000 })
  return dialog
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Compact dialogs take the step's title as their name: look in whichever dialog is open. */
const openDialog = (page: Page) => page.getByRole('dialog')
const stepHeading = (page: Page, name: string | RegExp) =>
  openDialog(page).getByRole('heading', { name }).waitFor({ timeout: 10_000 })

/** Whether the element lies wholly inside the viewport, once the dialog's entry animation has ended. */
async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  )
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) return false
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
}

const widths = [1280, 700, 390] as const
const schemes = ['light', 'dark'] as const

describe('Connect a Wallet: a way in from every state', () => {
  for (const width of widths) {
    for (const scheme of schemes) {
      it(`${width} px, ${scheme}`, async () => {
        const label = `${width}-${scheme}`
        const phone = width < 500
        const { page, wallet } = await openPage(width, scheme)
        const problems: string[] = []
        const audit = async (where: string) => {
          problems.push(...(await axeAudit(page, `${label} ${where}`)).serious)
          await screenshot(page, `connect-${where.replaceAll(' ', '-')}-${label}`)
        }

        // The list: usable wallets first, WalletConnect and Safe last with their one reason, no red sentence.
        let dialog = await openConnectDialog(page)
        const popular = dialog.getByRole('region', { name: 'Popular' })
        const names = await popular.getByRole('button').allTextContents()
        const firstUnsupported = names.findIndex((name) => name.includes('(unsupported)'))
        expect(firstUnsupported).toBeGreaterThan(0)
        expect(names.slice(firstUnsupported).every((name) => name.includes('(unsupported)'))).toBe(true)
        expect(names.find((name) => name.startsWith('WalletConnect'))).toBe(
          'WalletConnect (unsupported)Needs a WalletConnect project id',
        )
        expect(names.find((name) => name.startsWith('Safe'))).toBe('Safe (unsupported)Works only inside the Safe app')
        expect(await dialog.getByText(NO_PROJECT_ID).count()).toBe(0)
        await expect
          .poll(() => dialog.getByRole('button', { name: /^Dev Wallet/ }).textContent())
          .toBe('Dev Walletlocal chain, no extension needed')
        // 'Learn More' is on screen without scrolling: the list's footer (compact), the learn panel (wide).
        const learnMore =
          width < 768
            ? dialog.getByRole('button', { name: 'Learn More' })
            : dialog.getByRole('link', { name: /^Learn more about Ethereum wallets/ })
        expect(await isInViewport(page, learnMore)).toBe(true)
        await audit('list')

        // WalletConnect chosen anyway: the spec's sentence, then Get a Wallet, which does not lead back to it.
        await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
        await stepHeading(page, 'WalletConnect')
        expect(await openDialog(page).getByRole('alert').textContent()).toBe(NO_PROJECT_ID)
        await audit('walletconnect-chosen')
        if (width >= 768)
          expect(await isInViewport(page, dialog.getByRole('button', { name: 'Learn More' }))).toBe(true)
        await openDialog(page).getByRole('button', { name: 'Get a Wallet' }).click()
        await stepHeading(page, 'Get a Wallet')
        const getList = openDialog(page).getByRole('list', { name: 'Wallets to get' })
        const items = await getList.getByRole('listitem').allTextContents()
        expect(items.some((item) => item.includes('WalletConnect'))).toBe(false)
        expect(items[0]).toMatch(/^RainbowMobile Wallet and Extension/)
        if (!phone) expect(items).toContain('SafeWeb app: open this page inside itGET')
        await audit('get')
        await closeDialog(page)

        // A wallet that is not installed goes straight to its Get page, never to WalletConnect.
        dialog = await openConnectDialog(page)
        await dialog.getByRole('button', { name: 'Rainbow is not installed' }).click()
        if (phone) {
          await stepHeading(page, 'Get a Wallet')
          const store = openDialog(page).getByRole('link', { name: /^Get / }).first()
          expect(await store.getAttribute('aria-label')).toBe('Get Rainbow')
          expect(await store.getAttribute('href')).toMatch(/^https:\/\/(apps\.apple|play\.google|rainbow)/)
        } else {
          await stepHeading(page, 'Get Rainbow')
          expect(await openDialog(page).getByRole('link', { name: 'Add to Chrome' }).getAttribute('href')).toMatch(
            /^https:\/\/chromewebstore\.google\.com\//,
          )
          expect(await openDialog(page).getByRole('button', { name: 'Get the app' }).isVisible()).toBe(true)
        }
        expect(await openDialog(page).getByText(NO_PROJECT_ID).count()).toBe(0)
        await audit('not-installed')
        await closeDialog(page)

        // Safe only as the Safe app: no 'Add to Chrome'.
        dialog = await openConnectDialog(page)
        await dialog.getByRole('button', { name: /^Safe \(unsupported\)/ }).click()
        await stepHeading(page, 'Get Safe')
        const openSafe = openDialog(page).getByRole('link', { name: 'Open the Safe app' })
        expect(await openSafe.getAttribute('href')).toBe('https://app.safe.global')
        expect(
          await openDialog(page)
            .getByRole('link', { name: /^Add to / })
            .count(),
        ).toBe(0)
        await audit('safe')
        await closeDialog(page)

        // Browser Wallet is not installed: Get a Wallet from there.
        dialog = await openConnectDialog(page)
        await dialog.getByRole('button', { name: 'Browser Wallet is not installed' }).click()
        await openDialog(page)
          .locator('.connect-status strong', { hasText: 'Browser Wallet is not installed' })
          .waitFor()
        await audit('browser-wallet-missing')
        await openDialog(page).getByRole('button', { name: 'Get a Wallet' }).click()
        await stepHeading(page, 'Get a Wallet')
        await closeDialog(page)

        // A rejection in the wallet: said plainly, and RETRY connects.
        await rejectThenRetry(page, wallet, audit)

        expect(problems).toEqual([])
        expect(pageErrors(page)).toEqual([])
        await page.close()
      })
    }
  }
})

async function rejectThenRetry(page: Page, wallet: TestWalletController, audit: (where: string) => Promise<void>) {
  const dialog = await openConnectDialog(page)
  wallet.rejectNext('eth_requestAccounts')
  await dialog.getByRole('button', { name: /^Test Wallet/ }).click()
  await openDialog(page).getByText('Request cancelled in the wallet.').waitFor({ timeout: 10_000 })
  expect(await openDialog(page).getByRole('alert').count()).toBe(0)
  await stepHeading(page, 'Test Wallet')
  await audit('cancelled')
  await openDialog(page).getByRole('button', { name: 'RETRY' }).click()
  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .waitFor({ timeout: 20_000 })
  expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(2)
}

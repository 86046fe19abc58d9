import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  axeAudit,
  launchBrowser,
  pageErrors,
  screenshot,
  startStack,
  testOutputDir,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'
import { anvilClient, openConnected as openConnectedPage } from './journeys.ts'

// Transaction status across the app in Chromium against anvil: a two-step stake that keeps going while
// the person is on another page (toasts name the step waiting for the wallet, the pill's ring while
// pending, the outcome announced on /mint), a step cancelled in the wallet, the toasts and the Account
// dialog under axe, and the header while a saved session reconnects after a reload.
let stack: Stack
let browser: Browser
const ACCOUNT_INDEX = 4

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const anvil = () => anvilClient(stack)
// A wallet without EIP-5792 or typed data: a stake is approve, then stake (after the refused permit).
const openConnected = (width: number, path: string) =>
  openConnectedPage(browser, stack, { width, path, accountIndex: ACCOUNT_INDEX, signsTypedData: false })

const toasts = (page: Page) => page.getByRole('region', { name: 'Transaction notifications' })
const toast = (page: Page, text: string) => toasts(page).locator('li', { hasText: text })
const accountButton = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .first()

/** In-app navigation through the drawer (no reload: the flow and the wallet stay). */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click()
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' })
  await page.waitForTimeout(550) // the drawer's 500 ms slide
}

async function startStake(page: Page, amount: string): Promise<void> {
  await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toMatch(/STK$/)
  await page.getByLabel('Amount').fill(amount)
  await page.locator('label.lock-option', { hasText: '30 days' }).click()
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
}

/** The viewport only: a full-page capture resizes the view, which replays the open dialog's entry animation. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(testOutputDir, 'screenshots', `${name}.png`) })
}

const sends = (wallet: TestWalletController) =>
  wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length

describe('transaction status everywhere', () => {
  it('keeps approve-then-stake going on another page, naming the step that waits for the wallet', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    const releaseApprove = wallet.holdNext('eth_sendTransaction')
    const releaseStake = wallet.holdNext('eth_sendTransaction')
    await startStake(page, '100')
    await toast(page, 'Step 1 of 2: approve — confirm in your wallet…').waitFor({ timeout: 20_000 })
    expect(await toasts(page).locator('ol[aria-live="polite"]').count()).toBe(1)

    await navigate(page, 'Mint')
    releaseApprove()
    const stepTwo = toast(page, 'Step 2 of 2: stake — confirm in your wallet…')
    await stepTwo.waitFor({ timeout: 30_000 })
    expect(await stepTwo.textContent()).toContain('Stake 100 STK for 30 days')
    expect(new URL(page.url()).pathname).toBe('/mint')
    await screenshot(page, 'toast-step-two-1280')

    // Back on /stake the form reads the flow's step from the store, not from its own lost state.
    await navigate(page, 'Stake')
    await page
      .locator('form.stake-form')
      .getByText('Step 2 of 2: stake — confirm in your wallet…')
      .waitFor({ timeout: 10_000 })
    expect(await page.getByRole('button', { name: 'Working…' }).isDisabled()).toBe(true)
    await navigate(page, 'Mint')

    // Sent but not mined yet: the pill's avatar rings and its name counts the pending transaction.
    await anvil().setAutomine(false)
    releaseStake()
    await toast(page, 'Step 2 of 2: stake — waiting for confirmation…').waitFor({ timeout: 20_000 })
    await expect
      .poll(() => accountButton(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/, 1 transaction pending$/)
    expect(await accountButton(page).getByTestId('avatar-ring').getAttribute('class')).toContain('avatar-ring-pending')
    await screenshot(page, 'toast-pending-ring-1280')

    await anvil().mine({ blocks: 1 })
    await anvil().setAutomine(true)
    const confirmed = toasts(page)
      .locator('li', { hasText: 'Stake 100 STK for 30 days' })
      .filter({ hasText: 'Confirmed' })
    await confirmed.waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/mint')
    expect(sends(wallet)).toBe(2)
    await expect.poll(() => accountButton(page).getAttribute('aria-label'), { timeout: 15_000 }).not.toMatch(/pending/)
    expect(await accountButton(page).getByTestId('avatar-ring').getAttribute('class')).toBe('avatar-ring')
    await screenshot(page, 'toast-confirmed-mint-1280')
    // A success dismisses itself after a few seconds.
    await confirmed.waitFor({ state: 'detached', timeout: 15_000 })
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('says when a step was cancelled in the wallet, keeps it until dismissed, and passes axe with the Account dialog', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    wallet.rejectNext('eth_sendTransaction')
    await startStake(page, '50')
    const cancelled = toast(page, 'Cancelled in your wallet: nothing was sent.')
    await cancelled.waitFor({ timeout: 20_000 })
    expect(await cancelled.textContent()).toContain('Stake 50 STK for 30 days')
    expect(await toasts(page).locator('ol[aria-live="assertive"] li').count()).toBe(1)
    await page.waitForTimeout(7000) // longer than a success stays: a failure does not go by itself
    expect(await cancelled.count()).toBe(1)

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [1280, 700, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await screenshot(page, `toast-cancelled-${width}-${scheme}`)
        if (width === 700) continue
        expect((await axeAudit(page, `toast ${width} ${scheme}`)).serious).toEqual([])
        await accountButton(page).click()
        const dialog = page.getByRole('dialog', { name: /0x/ })
        await dialog.waitFor()
        expect((await axeAudit(page, `account dialog ${width} ${scheme}`)).serious).toEqual([])
        await viewportShot(page, `account-dialog-${width}-${scheme}`)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 390, height: 844 })
    const box = await toasts(page).boundingBox()
    expect(box?.width).toBeGreaterThan(370) // full width at the bottom on a phone
    await toasts(page).getByRole('button', { name: 'Dismiss: Stake 50 STK for 30 days' }).click()
    await cancelled.waitFor({ state: 'detached' })
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('shows the account pill placeholder, not Connect Wallet, and a stand-in of the page while a reload reconnects', async () => {
    const { page } = await openConnected(1280, '/stake')
    // Hold the wallet module's download, so the header is seen before the wallet can answer.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/src\/setup\/wallet\.ts/, async (route) => {
      await held
      await route.continue()
    })
    await page.reload({ waitUntil: 'domcontentloaded' })
    const header = page.locator('header')
    await header.getByRole('status', { name: 'Reconnecting wallet' }).waitFor({ timeout: 20_000 })
    expect(await header.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
    expect(await header.textContent()).not.toContain('Connect Wallet')
    // The page waits for the wallet code too: its title over grey cards, not a bare 'Loading…'.
    const main = page.locator('main')
    await main.getByRole('status', { name: 'Loading Stake' }).waitFor()
    expect(await main.getByRole('heading', { name: 'Stake', level: 1 }).count()).toBe(1)
    expect(await main.textContent()).not.toContain('Loading…')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const width of [1280, 700, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await viewportShot(page, `header-reconnecting-${width}-${scheme}`)
        if (width !== 700) expect((await axeAudit(page, `reconnecting ${width} ${scheme}`)).serious).toEqual([])
      }
    }
    expect(await header.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
    release()
    await accountButton(page).waitFor({ timeout: 20_000 })
    expect(await header.getByRole('status', { name: 'Reconnecting wallet' }).count()).toBe(0)
    await main.getByRole('status', { name: 'Loading Stake' }).waitFor({ state: 'detached' })
    await page.unroute(/\/src\/setup\/wallet\.ts/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

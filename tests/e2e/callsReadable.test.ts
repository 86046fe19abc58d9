import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeAudit, launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'

// /calls as a person reads it, and the Dev Wallet's prompts, in Chromium against anvil: a Dev Wallet signs in
// (SIWE) and mints; its prompts show the sign-in message as text and the mint as function and ETH; /calls shows
// the same decoded, with date-time and zone, chain and origin, filters, a Clear that asks first and can be
// undone until a reload, and a retention sentence that holds across one.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ env: { VITE_SIWE: 'true' } })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const devPrompt = (page: Page) => page.locator('[data-dev-wallet-prompt]')
const rows = (page: Page) => page.locator('.calls-table tbody tr')
const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text }).first()
const cell = (page: Page, text: string | RegExp, column: string) =>
  row(page, text).locator(`td[data-label="${column}"]`)
/** A filter's select by its label (getByLabel also matches options such as eth_chainId). */
const filterSelect = (page: Page, label: string) =>
  page
    .locator('.calls-filters label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('select')
const RETENTION = 'This tab keeps the last 1000 in memory; the newest 200 are kept when you reload it.'

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.waitForTimeout(300) // the theme's colour transitions, so the screenshot shows one scheme
      await screenshot(page, `${name}-${width}-${scheme}`)
      const { serious } = await axeAudit(page, `${name} ${width} ${scheme}`)
      expect(serious, serious.join('\n')).toEqual([])
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('/calls readable by a person, and the Dev Wallet prompts in words', () => {
  it('signs in and mints with the Dev Wallet, then reads, filters, clears, undoes and reloads the log', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/mint`)
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /^Dev Wallet/ })
      .click({ timeout: 20_000 })
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })

    // The sign-in message as the text it is, not hex.
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click({ timeout: 20_000 })
    await devPrompt(page).waitFor({ timeout: 20_000 })
    const signText = (await devPrompt(page).locator('pre').textContent()) ?? ''
    expect(signText).toContain('wants you to sign in with your Ethereum account:')
    expect(signText).toContain('Chain ID: 31337')
    expect(signText).not.toMatch(/^0x/)
    await screenshot(page, 'devwallet-prompt-signin-1280')
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await verify.waitFor({ state: 'detached', timeout: 20_000 })

    // The mint as its function and the ETH it sends.
    await expect.poll(() => page.getByTestId('mint-price').textContent(), { timeout: 20_000 }).toBe('0.01 ETH')
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    await devPrompt(page).waitFor({ timeout: 20_000 })
    expect(await devPrompt(page).locator('pre').textContent()).toBe('Collection: mint(quantity: 1)\nSends 0.01 ETH')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'devwallet-prompt-mint-390')
    await page.setViewportSize({ width: 1280, height: 900 })
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 30_000 }).toMatch(/^1 \//)

    // To /calls in the same page load (the log in memory).
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Wallet calls' }).click()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    expect(await page.getByTestId('calls-retention').textContent()).toBe(RETENTION)
    const mint = 'mint(quantity: 1)'
    await row(page, mint).waitFor({ timeout: 20_000 })
    expect(await cell(page, mint, 'Request').textContent()).toMatch(/^Collection mint\(quantity: 1\) · sends 0\.01 ETH/)
    // the app's write goes through the module's sendTransaction (or its own request path): either is shown as such
    const origin = (await cell(page, mint, 'Origin').textContent()) ?? ''
    expect(origin).toMatch(/^(App|Wallet module)$/)
    const chainName = (await cell(page, mint, 'Chain').textContent()) ?? ''
    expect(chainName).not.toBe('No chain yet')
    expect(await cell(page, mint, 'Time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \S+$/)
    const signIn = cell(page, 'personal_sign', 'Request')
    expect(await signIn.locator('pre').textContent()).toContain('wants you to sign in with your Ethereum account:')
    await shots(page, 'calls-decoded')

    // Filters: origin, then chain.
    await filterSelect(page, 'Origin').selectOption({ label: origin })
    const origins = await rows(page).locator('td[data-label="Origin"]').allTextContents()
    expect(origins.length).toBeGreaterThan(0)
    expect(new Set(origins)).toEqual(new Set([origin]))
    await filterSelect(page, 'Origin').selectOption('all')
    await filterSelect(page, 'Chain').selectOption({ label: chainName })
    const chainsShown = await rows(page).locator('td[data-label="Chain"]').allTextContents()
    expect(new Set(chainsShown)).toEqual(new Set([chainName]))
    await filterSelect(page, 'Chain').selectOption('')
    const total = await rows(page).count()

    // Clear asks first; Cancel keeps everything; Clear the log, then Undo puts it back.
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    const ask = page.getByRole('group', { name: 'Clear the log?' })
    expect(await ask.textContent()).toContain(`Clear all ${total} entries from this tab’s log?`)
    await shots(page, 'calls-clear-ask')
    await ask.getByRole('button', { name: 'Cancel' }).click()
    expect(await rows(page).count()).toBe(total)
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await ask.getByRole('button', { name: 'Clear the log' }).click()
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).first().textContent()).toContain(`Log cleared: ${total} entries removed`)
    await shots(page, 'calls-cleared')
    await page.getByRole('button', { name: 'Undo clear' }).click()
    await expect.poll(() => rows(page).count()).toBe(total + 2)
    expect(await row(page, mint).count()).toBe(1)

    // Across a reload: the entries and the sentence stay; the reload says how many came back.
    await page.reload()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    await row(page, mint).waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('calls-retention').textContent()).toBe(RETENTION)
    expect(await row(page, 'Page reloaded').textContent()).toContain(`${total + 2} entries kept from before`)
    // A clear is final once the page reloads: no undo offered, the entries gone.
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await page.getByRole('button', { name: 'Clear the log' }).click()
    await page.getByRole('button', { name: 'Undo clear' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    await row(page, 'Page reloaded').waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Undo clear' }).count()).toBe(0)
    expect(await row(page, mint).count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('knows whether a wallet is connected when the log is empty', async () => {
    const page = await newPage(browser, { width: 390 })
    await page.goto(`${stack.appUrl}/calls`)
    await page.getByText('No wallet calls yet. Connect a wallet to see its requests here.').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('calls-retention').textContent()).toBe(RETENTION)
    await shots(page, 'calls-empty')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

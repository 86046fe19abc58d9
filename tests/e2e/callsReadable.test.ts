import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeAudit, launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import { fillStake } from './journeys.ts'

// /calls as a person reads it, and the Dev Wallet's prompts, in Chromium against anvil: a Dev Wallet signs in
// (SIWE) and mints; its prompts show the sign-in message as text and the mint as function and ETH; /calls shows
// the same decoded, with date-time and zone, chain and origin, filters, a Clear that asks first and can be
// undone until a reload, and a retention sentence that holds across one; a Dev Wallet stake's requests (batch, status
// polls, receipt) folded under one row labelled with the stake, its outcome beside it.
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
/** 'Connect Wallet' → the Dev Wallet → Approve in its prompt (the Verify dialog opens next: sign-in is on). */
async function connectDevWallet(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /^Dev Wallet/ })
    .click({ timeout: 20_000 })
  await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
}
/** An operation's row (its requests folded under it) by its label. */
const operation = (page: Page, label: string | RegExp) =>
  page.locator('tbody.call-operation').filter({ has: page.getByRole('button', { name: label }) })
/** Opens an operation's row to show its requests (a no-op when open). */
async function openOperation(page: Page, label: string | RegExp): Promise<void> {
  const toggle = operation(page, label).getByRole('button', { name: label })
  await toggle.waitFor({ timeout: 20_000 })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}
/** How many entries the log holds ('Showing 12 of 12'). */
const entryCount = async (page: Page) =>
  Number(/of (\d+)$/.exec((await page.locator('.calls-count').textContent()) ?? '')?.[1])
const RETENTION = 'This tab keeps the last 1000 in memory; the newest 200 are kept when you reload it.'

async function shots(page: Page, name: string, widths: readonly number[] = [1280, 390]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 900 ? 844 : 900 })
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
    await connectDevWallet(page)

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
    // The mint and the sign-in are operations: their requests sit under one row each until opened.
    await openOperation(page, 'Mint 1 token')
    await openOperation(page, 'sign in')
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
    const total = await entryCount(page)

    // Clear asks first; Cancel keeps everything; Clear the log, then Undo puts it back.
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    const ask = page.getByRole('group', { name: 'Clear the log?' })
    expect(await ask.textContent()).toContain(`Clear all ${total} entries from this tab’s log?`)
    await shots(page, 'calls-clear-ask')
    await ask.getByRole('button', { name: 'Cancel' }).click()
    expect(await entryCount(page)).toBe(total)
    await page.getByRole('button', { name: 'Clear', exact: true }).click()
    await ask.getByRole('button', { name: 'Clear the log' }).click()
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rows(page).first().textContent()).toContain(`Log cleared: ${total} entries removed`)
    await shots(page, 'calls-cleared')
    await page.getByRole('button', { name: 'Undo clear' }).click()
    await expect.poll(() => entryCount(page)).toBe(total + 2)
    await openOperation(page, 'Mint 1 token')
    expect(await row(page, mint).count()).toBe(1)

    // Across a reload: the entries and the sentence stay; the reload says how many came back.
    await page.reload()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    await openOperation(page, 'Mint 1 token')
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
    expect(await operation(page, 'Mint 1 token').count()).toBe(0)
    expect(await row(page, mint).count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('groups a Dev Wallet stake’s requests under one row, Stake 17 STK for 30 days, with its outcome', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/stake`)
    await connectDevWallet(page)
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click({ timeout: 20_000 })
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
    await verify.waitFor({ state: 'detached', timeout: 20_000 })

    // A real stake: approve + stake as one EIP-5792 batch, one prompt.
    await fillStake(page, '17')
    await expect
      .poll(() => page.getByTestId('stake-cost').textContent(), { timeout: 20_000 })
      .toContain('1 confirmation')
    await page.locator('form.stake-form button[type=submit]').click()
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
    await page.getByText(/^Staked 17 STK for 30 days\.$/).waitFor({ timeout: 60_000 })

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Wallet calls' }).click()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    const label = 'Stake 17 STK for 30 days'
    const stake = operation(page, label)
    await stake.waitFor({ timeout: 20_000 })
    const head = stake.locator('tr.call-operation-row')
    expect(await head.locator('td[data-label="Outcome"]').textContent()).toBe('confirmed')
    expect(await head.locator('td[data-label="Chain"]').textContent()).toBe('Localhost')
    expect(await head.locator('td[data-label="Method"]').textContent()).toMatch(/^operation \(\d+ entries\)$/)
    expect(await head.locator('td[data-label="Time"]').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \S+$/,
    )
    // Folded: the batch is not a row of its own; the connect (no operation) is.
    expect(await rows(page).filter({ hasText: 'wallet_sendCalls' }).count()).toBe(0)
    expect(await rows(page).filter({ hasText: 'eth_requestAccounts' }).count()).toBeGreaterThan(0)
    expect(await operation(page, 'sign in').count()).toBe(1)

    await openOperation(page, label)
    const members = stake.locator('tr.call-member')
    const methods = await members.locator('td[data-label="Method"]').allTextContents()
    expect(methods).toContain('wallet_sendCalls')
    expect(methods).toContain('wallet_getCallsStatus')
    expect(methods.some((method) => method.startsWith('eth_getTransactionReceipt (receipt)'))).toBe(true)
    // The batch decoded as before, inside the group.
    const batch = members.filter({ hasText: 'wallet_sendCalls' }).locator('td[data-label="Request"]')
    expect(await batch.textContent()).toMatch(/StakeToken approve\(.*17 STK.*\).*Staking stake\(amount: 17 STK/s)
    // The stake's success toast goes after its 6 s: the shots show the table, not the toast over it.
    await expect.poll(() => page.locator('.toast').count(), { timeout: 20_000 }).toBe(0)
    await shots(page, 'calls-operation', [1280, 700, 390])

    // Filters reach inside the group: the app's own requests, then the chain.
    await filterSelect(page, 'Origin').selectOption({ label: 'App' })
    await stake.waitFor()
    const origins = await stake.locator('tr.call-member td[data-label="Origin"]').allTextContents()
    expect(new Set(origins)).toEqual(new Set(['App']))
    await filterSelect(page, 'Origin').selectOption('all')
    await filterSelect(page, 'Chain').selectOption({ label: 'Localhost' })
    expect(await stake.count()).toBe(1)
    await filterSelect(page, 'Chain').selectOption('')
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

/**
 * Steps shared by the app's page journeys (staking, minting, collection): connect the injected test
 * wallet through the header's dialog, open a page already connected, drive anvil, measure overflow.
 */
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { createTestClient, http, publicActions, type Address } from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { installTestWallet, newPage, type Stack, type TestWalletController } from './harness/index.ts'

/** The shell's flow: header 'Connect Wallet' → 'Connect a Wallet' dialog → the wallet by name. */
export async function connect(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt += 1) {
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
    await dialog.waitFor({ timeout: 5000 }).catch(() => undefined)
  }
  const option = dialog.getByRole('button', { name: /Test Wallet/ }).first()
  await option.waitFor({ timeout: 20_000 })
  await option.click()
  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .waitFor({ timeout: 20_000 })
}

/** The in-page Dev Wallet's Approve / Reject prompt (src/wallet/connectors/dev/devPrompt.ts). */
export const devWalletPrompt = (page: Page) => page.locator('[data-dev-wallet-prompt]')

/** The shell's flow with the Dev Wallet (dev account #0, held by the page): pick it, approve the connection. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /^Dev Wallet/ })
    .click({ timeout: 20_000 })
  await devWalletPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .waitFor({ timeout: 20_000 })
}

/** A page at `path` with the EIP-6963 'Test Wallet' (dev account `accountIndex`) connected. */
export async function openConnected(
  browser: Browser,
  stack: Stack,
  {
    width,
    path,
    accountIndex,
    signsTypedData,
  }: { width: number; path: string; accountIndex: number; signsTypedData?: boolean },
): Promise<{ page: Page; wallet: TestWalletController }> {
  const page = await newPage(browser, { width })
  const wallet = await installTestWallet(page, stack, {
    announce: 'eip6963',
    name: 'Test Wallet',
    rdns: 'test.wallet',
    accountIndex,
    ...(signsTypedData === undefined ? {} : { signsTypedData }),
  })
  await page.goto(`${stack.appUrl}${path}`)
  await connect(page)
  return { page, wallet }
}

/** anvil's test actions (time travel, mining) plus reads, on the stack's chain. */
export function anvilClient(stack: Stack) {
  return createTestClient({ mode: 'anvil', transport: http(stack.rpcUrl) }).extend(publicActions)
}

/** How far the page's own content (not the shell's header) sticks out past the viewport, in px. */
export function pageContentOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const rights = [...document.querySelectorAll('.app-page, .app-page *')].map(
      (element) => element.getBoundingClientRect().right,
    )
    return Math.max(0, ...rights) - width
  })
}

/** Dev account `index`'s address (the `test … junk` mnemonic). */
export function devAddress(index: number): Address {
  const account = devAccounts(index + 1)[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account.address
}

/** The stakes `user` holds on chain. */
export function stakesOf(stack: Stack, user: Address) {
  return anvilClient(stack).readContract({
    address: stack.deployment.staking,
    abi: stakingAbi,
    functionName: 'stakesOf',
    args: [user],
  })
}

/** The stake form, once the balance is read: `amount` STK for 30 days. */
export async function fillStake(page: Page, amount: string): Promise<void> {
  await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toMatch(/STK$/)
  await page.getByLabel('Amount').fill(amount)
  await page.locator('label.lock-option', { hasText: '30 days' }).click()
}

/** The Account dialog's history once it lists `count` settled rows: each description with its status. */
export async function settledHistory(page: Page, count: number): Promise<string[]> {
  const account = page
    .locator('header')
    .getByRole('button', { name: /^Account/ })
    .first()
  await account.waitFor({ timeout: 20_000 })
  await account.click()
  const dialog = page.getByRole('dialog', { name: /0x/ })
  await dialog.waitFor({ timeout: 15_000 })
  const rows = dialog.locator('li', { hasText: 'STK' })
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(count)
  await expect
    .poll(async () => (await rows.allTextContents()).every((text) => !text.includes('Pending')), { timeout: 15_000 })
    .toBe(true)
  return rows.allTextContents()
}

/** The same after a reload: what the history kept. */
export async function historyAfterReload(page: Page, count: number): Promise<string[]> {
  await page.reload()
  return settledHistory(page, count)
}

/** How many times the page asked the test wallet for `method`. */
export function requestCount(wallet: TestWalletController, method: string): number {
  return wallet.requests.filter((request) => request.method === method).length
}

/** The stake form's line that says what the stake will take ('Takes 1 transaction.'). */
export function stakeCostText(page: Page): Promise<string | null> {
  return page.getByTestId('stake-cost').textContent()
}

/** The Account dialog's rows on this page (no reload), each as its description + 'Confirmed'. */
export async function confirmedRows(page: Page, count: number): Promise<string[]> {
  return (await settledHistory(page, count)).map((row) => row.replace(/Confirmed.*$/, 'Confirmed'))
}

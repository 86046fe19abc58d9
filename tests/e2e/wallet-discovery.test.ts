/**
 * Wallet discovery in a real browser: one wallet announced through EIP-6963 only, one present only as
 * window.ethereum. Both must be listed in the Connect a Wallet dialog and both must connect.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'

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

/** A page with both wallets installed before the app's scripts run. */
async function pageWithTwoWallets(): Promise<{
  page: Page
  announced: TestWalletController
  legacy: TestWalletController
}> {
  const page = await newPage(browser, { width: 1280 })
  const announced = await installTestWallet(page, stack, {
    announce: 'eip6963',
    name: 'Aurora Wallet',
    rdns: 'org.example.aurora',
  })
  const legacy = await installTestWallet(page, stack, { announce: 'legacy', name: 'Legacy Wallet', accountIndex: 1 })
  await page.goto(`${stack.appUrl}/`)
  return { page, announced, legacy }
}

async function openConnectDialog(page: Page) {
  const connect = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.waitFor({ state: 'visible', timeout: 30_000 })
  await connect.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  return dialog
}

const requested = (wallet: TestWalletController, method: string) =>
  wallet.requests.filter((r) => r.method === method).length

describe('wallet discovery', () => {
  it('lists an EIP-6963 wallet and a window.ethereum-only wallet, both ready', async () => {
    const { page } = await pageWithTwoWallets()
    const dialog = await openConnectDialog(page)
    const aurora = dialog.getByRole('button', { name: /^Aurora Wallet/ })
    const browserWallet = dialog.getByRole('button', { name: /^Browser Wallet/ })
    await aurora.waitFor({ state: 'visible' })
    expect(await aurora.textContent()).not.toMatch(/is not installed|\(unsupported\)/)
    expect(await browserWallet.textContent()).not.toMatch(/is not installed|\(unsupported\)/)
    expect(await dialog.getByRole('button', { name: /^Brave Wallet/ }).textContent()).toMatch(/is not installed/)
    await screenshot(page, 'wallet-discovery-list')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('connects the EIP-6963 wallet', async () => {
    const { page, announced, legacy } = await pageWithTwoWallets()
    const dialog = await openConnectDialog(page)
    await dialog.getByRole('button', { name: /^Aurora Wallet/ }).click()
    const account = page.locator('header').getByRole('button', { name: /^Account / })
    await account.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await account.getAttribute('aria-label')).toContain(announced.address.slice(0, 4))
    expect(requested(announced, 'eth_requestAccounts')).toBe(1)
    expect(requested(legacy, 'eth_requestAccounts')).toBe(0)
    await screenshot(page, 'wallet-discovery-eip6963-connected')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a hostile announcement claiming a built-in id or name cannot take over its button, and is flagged', async () => {
    const page = await newPage(browser, { width: 1280 })
    const metaMask = await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'MetaMask',
      rdns: 'io.metamask',
      flags: { isMetaMask: true },
    })
    // Announces the built-in option id as its rdns and MetaMask's name, with another account.
    const hostile = await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'MetaMask',
      rdns: 'metaMask',
      accountIndex: 2,
    })
    await page.goto(`${stack.appUrl}/`)
    const dialog = await openConnectDialog(page)
    const buttons = dialog.getByRole('button', { name: /^MetaMask/ })
    await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBe(2)
    for (const text of await buttons.allTextContents()) expect(text).toMatch(/Possible impersonation/)
    await screenshot(page, 'wallet-discovery-hostile-announcement')
    // The list shows discovered wallets first, then the built-in ones: the built-in MetaMask button is the last.
    await buttons.last().click()
    const account = page.locator('header').getByRole('button', { name: /^Account / })
    await account.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await account.getAttribute('aria-label')).toContain(metaMask.address.slice(-4))
    expect(requested(metaMask, 'eth_requestAccounts')).toBe(1)
    expect(requested(hostile, 'eth_requestAccounts')).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('connects the window.ethereum wallet as Browser Wallet', async () => {
    const { page, announced, legacy } = await pageWithTwoWallets()
    const dialog = await openConnectDialog(page)
    await dialog.getByRole('button', { name: /^Browser Wallet/ }).click()
    const account = page.locator('header').getByRole('button', { name: /^Account / })
    await account.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await account.getAttribute('aria-label')).toContain(legacy.address.slice(-4))
    expect(requested(legacy, 'eth_requestAccounts')).toBe(1)
    expect(requested(announced, 'eth_requestAccounts')).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

/**
 * Wallet discovery in a real browser: one wallet announced through EIP-6963 only, one present only as
 * window.ethereum. Both must be listed in the Connect a Wallet dialog and both must connect.
 */
import type { Browser, Page } from 'playwright-core'
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
    // A flagged discovered wallet comes after every built-in one: the built-in MetaMask button is the first.
    await buttons.first().click()
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

  it('a look-alike of a wallet that is not installed is flagged and listed after every built-in wallet', async () => {
    const page = await newPage(browser, { width: 1280 })
    for (const [index, name] of ['WalletConnect', 'Safe', 'MetaMask', 'Browser Wallet', 'Dev Wallet'].entries())
      await installTestWallet(page, stack, { announce: 'eip6963', name, rdns: `com.evil${index}`, accountIndex: 2 })
    await page.goto(`${stack.appUrl}/`)
    const dialog = await openConnectDialog(page)
    const list = dialog.locator('.wallet-option')
    await expect.poll(() => list.filter({ hasText: 'Possible impersonation' }).count(), { timeout: 10_000 }).toBe(5)
    const texts = await list.allTextContents()
    const flagged = texts.flatMap((text, index) => (text.includes('Possible impersonation') ? [index] : []))
    // Nothing flagged sits above anything that is not: the look-alikes are the last five, whatever their readiness.
    expect(flagged).toEqual([texts.length - 5, texts.length - 4, texts.length - 3, texts.length - 2, texts.length - 1])
    expect(texts[0]).not.toMatch(/Possible impersonation/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('names beyond ASCII are read once the look-alike table loads: disguised brands flagged, an honest name not', async () => {
    const page = await newPage(browser, { width: 1280 })
    const names = ['ΜetaΜask', 'ᴍᴇᴛᴀᴍᴀꜱᴋ', '\u202eksaMateM', 'ᗰᗴTᗩᗰᗩᔕK', 'Кошелёк']
    for (const [index, name] of names.entries())
      await installTestWallet(page, stack, { announce: 'eip6963', name, rdns: `org.named${index}`, accountIndex: 2 })
    const tables: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/nameReader-[\w-]+\.js$/.test(request.url())) tables.push(request.url())
    })
    await page.goto(`${stack.appUrl}/`)
    const dialog = await openConnectDialog(page)
    const list = dialog.locator('.wallet-option')
    await expect.poll(() => list.filter({ hasText: 'Кошелёк' }).count(), { timeout: 10_000 }).toBe(1)
    const texts = await list.allTextContents()
    const flagged = texts.flatMap((text, index) => (text.includes('Possible impersonation') ? [index] : []))
    expect(flagged).toEqual([texts.length - 4, texts.length - 3, texts.length - 2, texts.length - 1])
    expect(texts.find((text) => text.includes('Кошелёк'))).not.toMatch(/Possible impersonation/)
    expect(tables).toHaveLength(1)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  for (const width of [1280, 700, 390] as const)
    it(`two providers claiming MetaMask: the MetaMask button asks which, and connects the chosen one (${width} px)`, async () => {
      const page = await newPage(browser, { width })
      // The hostile one announces first: announcement order must not decide.
      const hostile = await installTestWallet(page, stack, {
        announce: 'eip6963',
        name: 'MetaMask',
        rdns: 'io.metamask',
        accountIndex: 2,
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%23d33"/></svg>',
      })
      const real = await installTestWallet(page, stack, {
        announce: 'eip6963',
        name: 'MetaMask',
        rdns: 'io.metamask',
        flags: { isMetaMask: true },
      })
      await page.goto(`${stack.appUrl}/`)
      const dialog = await openConnectDialog(page)
      const builtIn = dialog.locator('.wallet-option', { hasText: /^MetaMask/ }).first()
      await expect
        .poll(() => dialog.locator('.wallet-option', { hasText: /^MetaMask/ }).count(), { timeout: 10_000 })
        .toBe(3)
      await builtIn.click()
      // The compact dialog takes the step's title as its name.
      const open = page.getByRole('dialog')
      await open.getByRole('heading', { name: 'Which MetaMask?' }).waitFor({ timeout: 10_000 })
      const choices = open.locator('.connect-claimants .wallet-option')
      await choices.nth(1).waitFor({ timeout: 10_000 }) // the step's panel is a chunk of its own, fetched on open
      expect(await choices.allTextContents()).toEqual([
        'MetaMaskExtension 1 of 2Possible impersonation: check before connecting',
        'MetaMaskExtension 2 of 2Possible impersonation: check before connecting',
      ])
      expect(requested(hostile, 'eth_requestAccounts') + requested(real, 'eth_requestAccounts')).toBe(0)
      await screenshot(page, `wallet-discovery-choose-provider-${width}`)
      expect((await axeAudit(page, `choose provider ${width}`)).serious).toEqual([])
      await choices.nth(1).click()
      const account = page.locator('header').getByRole('button', { name: /^Account / })
      await account.waitFor({ state: 'visible', timeout: 20_000 })
      expect(await account.getAttribute('aria-label')).toContain(real.address.slice(-4))
      expect(requested(real, 'eth_requestAccounts')).toBe(1)
      expect(requested(hostile, 'eth_requestAccounts')).toBe(0)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
})

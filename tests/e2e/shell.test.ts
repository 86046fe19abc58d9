import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
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
  stack = await startStack({ secondChain: true })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const WRONG_NETWORK = 'Wrong network detected, switch or disconnect to continue.'

/** Screenshots after the dialogs' and drawer's entry animations have finished. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(600)
  return screenshot(page, name)
}

async function openApp(width: number, path = '/'): Promise<{ page: Page; wallet: TestWalletController }> {
  const page = await newPage(browser, { width })
  const wallet = await installTestWallet(page, stack, { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' })
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.appUrl })
  await page.goto(`${stack.appUrl}${path}`)
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor({ timeout: 30_000 })
  return { page, wallet }
}

async function connect(page: Page, width: number, shots = false) {
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: /Test Wallet/ }).waitFor()
  if (shots) await shot(page, `shell-connect-${width}`)
  await dialog.getByRole('button', { name: /Test Wallet/ }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).waitFor()
}

describe('app shell journeys', () => {
  for (const width of [1280, 700, 390]) {
    it(`drawer, connect, account, copy, switch, wrong network, disconnect at ${width} px`, async () => {
      const { page, wallet } = await openApp(width)
      await page.locator('main h1').first().waitFor()
      await shot(page, `shell-home-${width}`)

      // Drawer: open, navigate, closes itself, active route marked.
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await drawer.getByRole('link', { name: 'Home' }).waitFor()
      await shot(page, `shell-drawer-${width}`)
      await drawer.getByRole('link', { name: 'Wallet calls' }).click()
      await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/calls')
      expect(await page.getByTestId('drawer').getAttribute('data-open')).toBe('false')
      // The closed drawer leaves the accessibility tree once it has slid out (500 ms): a slow machine gets there first.
      const callsLink = page.getByTestId('drawer').getByRole('link', { name: 'Wallet calls', includeHidden: true })
      expect(await callsLink.getAttribute('aria-current')).toBe('page')

      // Connect an injected (EIP-6963) wallet.
      await connect(page, width, true)
      expect(wallet.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)
      await shot(page, `shell-connected-${width}`)
      // The account's short address is whole at every width (a phone's chain button shows its icon for it).
      const accountName = page.locator('header .wallet-account-name')
      expect(await accountName.textContent()).toMatch(/^0x[\da-fA-F]{2}…[\da-fA-F]{4}$/)
      expect(await accountName.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true)

      // Account dialog: balance, copy with 'Copied!' feedback, then back.
      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog')
      await expect.poll(() => account.getByTestId('account-balance').textContent()).toMatch(/ETH$/)
      await shot(page, `shell-account-${width}`)
      await account.getByRole('button', { name: 'Copy Address' }).click()
      await account.getByRole('button', { name: 'Copied!' }).waitFor()
      expect((await page.evaluate(() => navigator.clipboard.readText())).toLowerCase()).toBe(
        wallet.address.toLowerCase(),
      )
      await account.getByRole('button', { name: 'Copy Address' }).waitFor({ timeout: 3000 })
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })

      // Switch to Polygon (137): the wallet does not know it yet, so add-then-switch.
      await page.getByRole('button', { name: /switch networks$/ }).click()
      const networks = page.getByRole('dialog', { name: 'Switch Networks' })
      await networks.getByRole('button', { name: /Localhost.*Connected/ }).waitFor()
      await shot(page, `shell-networks-${width}`)
      await networks.getByRole('button', { name: /Polygon/ }).click()
      await networks.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Polygon Wrong network, switch networks' }).waitFor()
      const methods = wallet.requests.map((r) => r.method)
      expect(methods).toContain('wallet_addEthereumChain')
      expect(methods.lastIndexOf('wallet_switchEthereumChain')).toBeGreaterThan(
        methods.indexOf('wallet_addEthereumChain'),
      )

      // The wallet moves to a chain the app does not use: banner, then switch back from the dialog.
      await wallet.setChain(1)
      await page.getByText(WRONG_NETWORK).first().waitFor()
      await page.getByRole('button', { name: 'Wrong network, switch networks' }).waitFor()
      await shot(page, `shell-wrong-network-${width}`)
      await page.getByRole('button', { name: 'Switch network', exact: true }).click()
      const again = page.getByRole('dialog', { name: 'Switch Networks' })
      await again.getByText(WRONG_NETWORK).waitFor()
      await again.getByRole('button', { name: /Localhost/ }).click()
      await again.waitFor({ state: 'detached' })
      await page.getByText(WRONG_NETWORK).waitFor({ state: 'detached' })

      // Disconnect from the Account dialog.
      await page.getByRole('button', { name: /^Account / }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()

      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

describe('returning visitor', () => {
  it('reconnects after a reload without a prompt, and stays disconnected after an explicit disconnect', async () => {
    const { page, wallet } = await openApp(1280, '/calls')
    await connect(page, 1280)
    const prompts = () => wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
    expect(prompts()).toBe(1)
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    expect(prompts()).toBe(1)
    expect(wallet.requests.some((r) => r.method === 'eth_accounts')).toBe(true)

    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await page.reload()
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await page.waitForTimeout(1000)
    expect(await page.getByRole('button', { name: /^Account / }).count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

describe('keyboard only', () => {
  it('opens the drawer, navigates, connects and closes dialogs with the keyboard alone', async () => {
    const { page } = await openApp(1280)
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')

    // First Tab stop is the hamburger; Enter opens the drawer and focus moves into it.
    await page.keyboard.press('Tab')
    expect(await focusedLabel()).toBe('Open menu')
    await page.keyboard.press('Enter')
    await expect.poll(focusedText).toBe('Home')
    await page.keyboard.press('Tab')
    expect(await focusedText()).toBe('Stake')
    // Escape closes it and focus returns to the hamburger.
    await page.keyboard.press('Escape')
    await expect.poll(focusedLabel).toBe('Open menu')
    expect(await page.getByTestId('drawer').getAttribute('data-open')).toBe('false')

    // Navigate through the drawer with Tab + Enter.
    await page.keyboard.press('Enter')
    await expect.poll(focusedText).toBe('Home')
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    expect(await focusedText()).toBe('Wallet calls')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()

    // Connect Wallet by keyboard: focus it, Enter, Tab to the wallet, Enter.
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.waitFor()
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Escape closes and returns focus to the opener.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(focusedText).toBe('Connect Wallet')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: /Test Wallet/ }).waitFor()
    for (let i = 0; i < 40 && !(await focusedText()).startsWith('Test Wallet'); i++) await page.keyboard.press('Tab')
    expect(await focusedText()).toMatch(/^Test Wallet/)
    // Focus has a visible outline.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)
    expect(outline).toBe('solid')
    await shot(page, 'shell-keyboard-focus-1280')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^Account / }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('button', { name: 'Copy Address' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(focusedLabel).toMatch(/^Account /)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

describe('wallet calls page and 404', () => {
  it('lists calls live, filters them and exports JSON', async () => {
    const { page } = await openApp(1280, '/calls')
    await page.getByText('No wallet calls yet', { exact: false }).waitFor()
    await connect(page, 1280)
    const rows = page.locator('.calls-table tbody tr')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2)
    await page.getByLabel('Method').selectOption('eth_requestAccounts')
    await expect.poll(() => rows.count()).toBe(1)
    expect(await rows.first().textContent()).toContain('eth_requestAccounts')
    await page.getByLabel('Method').selectOption('')
    await page.getByLabel('Outcome').selectOption('error')
    await page.getByText('No calls match these filters.').waitFor()
    await page.getByLabel('Outcome').selectOption('all')
    await shot(page, 'shell-calls-1280')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^wallet-calls-.*\.json$/)
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    const exported = JSON.parse(await readFile(path, 'utf8')) as {
      header: Record<string, unknown>
      entries: { method: string; outcome: string; durationMs?: number }[]
    }
    expect(exported.header).toMatchObject({
      module: '@stakemint/wallet',
      app: 'StakeMint',
      origin: stack.appUrl,
      entryCount: exported.entries.length,
    })
    const requestAccounts = exported.entries.find((e) => e.method === 'eth_requestAccounts')
    expect(requestAccounts?.outcome).toBe('ok')
    expect(typeof requestAccounts?.durationMs).toBe('number')
    const [ndjson] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export NDJSON' }).click(),
    ])
    expect(ndjson.suggestedFilename()).toMatch(/^wallet-calls-.*\.ndjson$/)
    const lines = (await readFile(await ndjson.path(), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type?: string; method?: string })
    expect(lines[0]).toMatchObject({ type: 'header', module: '@stakemint/wallet' })
    expect(lines.slice(1).map((line) => line.method)).toEqual(exported.entries.map((e) => e.method))
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('follows the dark colour scheme through the theme variables', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${stack.appUrl}/calls`)
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.waitFor()
    const surface = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(surface).toBe('rgb(26, 27, 31)') // darkTheme.colors.surface
    await shot(page, 'shell-connect-dark-1280')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('shows a 404 page for an unknown path, with the shell around it', async () => {
    const { page } = await openApp(390, '/no-such-page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page.getByText('There is no page at /no-such-page.').waitFor()
    const pages = page.getByRole('navigation', { name: 'Pages of this app' }).getByRole('link')
    expect(await pages.allTextContents()).toEqual(['Stake', 'Mint', 'Collection', 'My Collection', 'Wallet calls'])
    await page.getByRole('link', { name: 'Gitbook' }).waitFor()
    expect(await page.getByRole('link', { name: 'Gitbook' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.getByRole('link', { name: 'Gitbook' }).getAttribute('target')).toBe('_blank')
    await shot(page, 'shell-404-390')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

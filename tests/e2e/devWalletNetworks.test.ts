import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeAudit, launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import { connectDevWallet, devWalletPrompt } from './journeys.ts'

// The wrong-network side of the app can be tried with the Dev Wallet alone: it switches to the app's other
// networks (reading through their RPC settings), and Switch Networks groups them apart from those with StakeMint.
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

describe('the Dev Wallet on the other networks', () => {
  for (const width of [1280, 390] as const)
    it(`switches to a network without StakeMint and back, never a red error (${width} px)`, async () => {
      const page = await newPage(browser, { width })
      await page.goto(`${stack.appUrl}/stake`)
      await connectDevWallet(page)
      const pill = page.locator('header').getByRole('button', { name: /switch networks/ })
      await pill.click()
      const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
      await dialog.waitFor()
      const withApp = dialog.getByRole('group', { name: 'With StakeMint' })
      const others = dialog.getByRole('group', { name: 'Other networks' })
      expect(await withApp.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^Localhost/)])
      const other = others.getByRole('button').first()
      const otherName = ((await other.locator('.switch-name').textContent()) ?? '').trim()
      expect(otherName).not.toBe('')
      await screenshot(page, `dev-wallet-switch-networks-${width}`)
      expect((await axeAudit(page, `Switch Networks at ${width} px`)).serious).toEqual([])

      await other.click()
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 })
      expect(await page.locator('.dialog-error').count()).toBe(0)
      await page
        .locator('header')
        .getByRole('button', { name: new RegExp(`^${otherName}`) })
        .waitFor({ timeout: 10_000 })
      // No prompt opens for a read-only network, and the page says what is missing here.
      expect(await devWalletPrompt(page).count()).toBe(0)
      await page
        .getByText('Staking and minting are not available on this network.', { exact: false })
        .first()
        .waitFor({ timeout: 10_000 })
      expect(await page.getByRole('button', { name: 'Switch to Localhost' }).count()).toBeGreaterThan(0)
      await screenshot(page, `dev-wallet-other-network-${width}`)

      await page
        .locator('header')
        .getByRole('button', { name: /switch networks/ })
        .click()
      await dialog.getByRole('button', { name: /^Localhost/ }).click()
      await page
        .locator('header')
        .getByRole('button', { name: /^Localhost/ })
        .waitFor({ timeout: 10_000 })
      // The other network's public RPC cannot be reached from the test machine: the reads there fail, and say so.
      expect(pageErrors(page).filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([])
      await page.close()
    })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
} from './harness/index.ts'
import { connect } from './journeys.ts'

// Inside a third-party iframe with cookies blocked (where Safe{Wallet} runs apps), merely reading
// window.localStorage or window.sessionStorage throws. The app must still render, connect and stake.
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

describe('browser storage blocked', () => {
  it('renders, connects and stakes while localStorage and sessionStorage throw', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError')
          },
        })
      }
    })
    const wallet = await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'Test Wallet',
      rdns: 'test.wallet',
      accountIndex: 4,
    })
    await page.goto(`${stack.appUrl}/stake`)
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage
        } catch (error) {
          return (error as DOMException).name
        }
      }),
    ).toBe('SecurityError')

    await page.getByRole('heading', { name: 'Stake' }).first().waitFor({ timeout: 30_000 })
    await connect(page)
    await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toBe('10,000 STK')
    await page.getByLabel('Amount').fill('100')
    await page.locator('label.lock-option', { hasText: '30 days' }).click()
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('Staked 100 STK for 30 days.').waitFor({ timeout: 30_000 })
    // a permit signature, then one stakeWithPermit transaction
    expect(wallet.requests.filter((request) => request.method === 'eth_signTypedData_v4')).toHaveLength(1)
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)

    // The account dialog's history lives in memory instead.
    await page
      .locator('header')
      .getByRole('button', { name: /^Account/ })
      .first()
      .click()
    const account = page.getByRole('dialog', { name: /0x/ })
    await account.locator('li', { hasText: 'Stake 100 STK for 30 days' }).waitFor({ timeout: 15_000 })
    await screenshot(page, 'storage-blocked-account-1280')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeAudit, launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'

// A build whose operator set no contracts (VITE_CONTRACTS empty): visitors read that the app is not set up on
// this network, and no page offers an action that cannot work.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ env: { VITE_CONTRACTS: '{}' } })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const NOTICE = 'StakeMint is not set up on this network yet'

describe('an app without contracts', () => {
  for (const width of [1280, 390]) {
    it(`says it is not set up and hides stake, mint and collection actions (${width})`, async () => {
      const page = await newPage(browser, { width })
      await page.goto(`${stack.appUrl}/`)
      await page.getByTestId('not-set-up').waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('not-set-up').textContent()).toContain(NOTICE)
      for (const gone of ['Go to Stake', 'Go to Mint']) {
        expect(await page.getByText(gone).count()).toBe(0)
      }
      // The header's 'Connect Wallet' stays; the page offers no connect action of its own.
      expect(await page.locator('main').getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
      const body = (await page.locator('main').textContent()) ?? ''
      expect(body).not.toContain('configured')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForTimeout(300)
        await screenshot(page, `not-set-up-home-${width}-${scheme}`)
        expect((await axeAudit(page, `not set up home ${width} ${scheme}`)).serious).toEqual([])
      }
      for (const path of ['/stake', '/mint', '/collection', '/comingSoon']) {
        await page.goto(`${stack.appUrl}${path}`)
        await page.getByTestId('not-set-up').waitFor({ timeout: 30_000 })
        expect(await page.locator('main button, main input').count()).toBe(0)
      }
      await screenshot(page, `not-set-up-my-collection-${width}-dark`)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

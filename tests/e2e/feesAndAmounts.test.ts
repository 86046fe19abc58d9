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
} from './harness/index.ts'
import { anvilClient, connect } from './journeys.ts'

// Fees before the click (stake, claim, withdraw, mint), a claim whose fee is worth more than its reward, amounts typed with the visitor's decimal
// separator, the account dialog's balance digits, one toast at a time, and the footer's docs link to the
// shipped user guide; in Chromium against anvil at 1280 and 390, light and dark.
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

const FEE = /^Network fee: up to \d+(\.\d+)? ETH$/
const SCHEMES = ['light', 'dark'] as const

/** A connected page whose browser speaks `language` (navigator.language decides the decimal separator). */
async function openAs(
  width: number,
  path: string,
  accountIndex: number,
  options: { language?: string; signsTypedData?: boolean } = {},
): Promise<Page> {
  const page = await newPage(browser, { width })
  if (options.language) {
    await page.addInitScript((language) => {
      Object.defineProperty(navigator, 'language', { get: () => language })
    }, options.language)
  }
  await installTestWallet(page, stack, {
    announce: 'eip6963',
    name: 'Test Wallet',
    rdns: 'test.wallet',
    accountIndex,
    ...(options.signsTypedData === undefined ? {} : { signsTypedData: options.signsTypedData }),
  })
  await page.goto(`${stack.appUrl}${path}`)
  await connect(page)
  return page
}

async function lookAt(page: Page, name: string, width: number): Promise<void> {
  // A success line fades out over the last 0.6 s of its 10 s (feedback.css), and half transparent its text fails the
  // contrast audit: wait until it has gone (the shots are of the lines that stay).
  await expect.poll(() => page.locator('.feedback-success').count(), { timeout: 15_000 }).toBe(0)
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.waitForTimeout(450) // a dialog's 200 ms entry and the theme's transition, so the shot shows them settled
    await screenshot(page, `${name}-${width}-${scheme}`)
    expect((await axeAudit(page, `${name} ${width} ${scheme}`)).serious).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent({ timeout: 30_000 })

describe('amounts with the visitor’s decimal separator, and the stake fee before the click', () => {
  for (const [width, accountIndex] of [
    [1280, 1],
    [390, 2],
  ] as const) {
    it(`reads '1,5' for a German visitor, names both readings of '1.500', shows the fee (${width})`, async () => {
      const page = await openAs(width, '/stake', accountIndex, { language: 'de-DE' })
      await expect.poll(() => text(page, 'stk-balance'), { timeout: 30_000 }).toMatch(/STK$/)
      await page.getByLabel('Amount').fill('1.500')
      await expect
        .poll(() => page.locator('#stake-amount-error').textContent())
        .toBe('“1.500” could mean 1,5 or 1500: type 1,5 or 1500.')
      await expect.poll(() => page.getByTestId('stake-fee').count()).toBe(0)
      await lookAt(page, 'amount-ambiguous', width)

      await page.getByLabel('Amount').fill('1,5')
      await expect.poll(() => page.locator('#stake-amount-error').count()).toBe(0)
      await expect.poll(() => page.getByText('Reward at unlock:').count()).toBe(1)
      await expect.poll(() => text(page, 'stake-fee'), { timeout: 30_000 }).toMatch(FEE)
      await lookAt(page, 'stake-fee', width)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

describe('claim and withdraw fees, one toast at a time', () => {
  for (const [width, accountIndex] of [
    [1280, 3],
    [390, 4],
  ] as const) {
    it(`approve then stake shows one toast and counts the other; claim and withdraw show their fees (${width})`, async () => {
      const page = await openAs(width, '/stake', accountIndex, { signsTypedData: false })
      await expect.poll(() => text(page, 'stk-balance'), { timeout: 30_000 }).toMatch(/STK$/)
      await page.getByLabel('Amount').fill('10')
      await page.locator('label.lock-option', { hasText: '30 days' }).click()
      await expect.poll(() => text(page, 'stake-fee'), { timeout: 30_000 }).toMatch(FEE)
      await page.locator('form.stake-form button[type=submit]').click()
      // Two transactions: never more than one toast on screen.
      const toasts = page.locator('.toast')
      let sawMore = false
      await expect
        .poll(
          async () => {
            expect(await toasts.count()).toBeLessThanOrEqual(1)
            if ((await page.getByTestId('toast-more').count()) > 0) sawMore = true
            return page.getByText(/^Staked 10 STK for 30 days\.$/).count()
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(1)
      expect(sawMore).toBe(true)

      // The page's bottom padding leaves room for the toast: scrolled to the end, the last button is clear of it.
      const clear = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        const toast = document.querySelector('.toast')?.getBoundingClientRect()
        const buttons = [...document.querySelectorAll('.app-page button')].map((b) => b.getBoundingClientRect())
        const last = buttons.sort((a, b) => b.bottom - a.bottom)[0]
        return !toast || !last || last.bottom <= toast.top
      })
      expect(clear).toBe(true)

      // A pointer resting on a success toast does not hold it: it goes within its 6 s.
      const success = page.locator('.toast-success').first()
      if ((await success.count()) > 0) {
        await success.hover()
        await expect.poll(() => page.locator('.toast-success').count(), { timeout: 12_000 }).toBe(0)
      }

      await anvilClient(stack).increaseTime({ seconds: 31 * 86_400 })
      await anvilClient(stack).mine({ blocks: 1 })
      await expect.poll(() => text(page, 'claim-fee'), { timeout: 30_000 }).toMatch(FEE)
      const row = page.locator('li.stake-row.status-unlocked').first()
      await row.waitFor({ timeout: 30_000 })
      const id = await row.getAttribute('data-stake-id')
      await expect.poll(() => text(page, `withdraw-fee-${id}`), { timeout: 30_000 }).toMatch(FEE)
      await lookAt(page, 'claim-withdraw-fee', width)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

// At the local stack's STK price (VITE_STK_PRICE_ETH 0.0001, scripts/stack/appEnv.ts).
const FEE_AMOUNT = /^Network fee: up to (\d+(?:\.\d+)?) ETH$/
const OVER =
  /^The network fee is worth more than this reward: about (\d+(?:\.\d+)?) STK at 0\.0001 ETH per STK\. You can still claim\.$/

describe('a claim whose fee exceeds the reward says so', () => {
  for (const [width, accountIndex] of [
    [1280, 7],
    [390, 8],
  ] as const) {
    it(`a fresh stake's reward is worth less than the fee; ten days later it is not (${width})`, async () => {
      const page = await openAs(width, '/stake', accountIndex)
      await expect.poll(() => text(page, 'stk-balance'), { timeout: 30_000 }).toMatch(/STK$/)
      await page.getByLabel('Amount').fill('1000')
      await page.locator('label.lock-option', { hasText: '180 days' }).click()
      await page.locator('form.stake-form button[type=submit]').click()
      await page.getByText(/^Staked 1,000 STK for 180 days\.$/).waitFor({ timeout: 60_000 })

      // A minute after the stake (anvil mines only on demand): about 0.0004 STK to claim, against a fee of about
      // 1-2 STK at 0.0001 ETH each.
      await anvilClient(stack).increaseTime({ seconds: 60 })
      await anvilClient(stack).mine({ blocks: 1 })
      await expect.poll(() => text(page, 'claim-fee'), { timeout: 30_000 }).toMatch(FEE)
      await expect.poll(() => text(page, 'claim-fee-over-reward'), { timeout: 30_000 }).toMatch(OVER)
      const feeEth = Number(FEE_AMOUNT.exec((await text(page, 'claim-fee')) ?? '')?.[1])
      const feeStk = Number(OVER.exec((await text(page, 'claim-fee-over-reward')) ?? '')?.[1])
      // Both are rounded up to two significant digits, the ETH fee from the wei and the STK worth from the same wei.
      expect(feeStk / (feeEth * 10_000)).toBeGreaterThan(0.9)
      expect(feeStk / (feeEth * 10_000)).toBeLessThan(1.0001)
      expect(await page.getByRole('button', { name: 'Claim rewards' }).isEnabled()).toBe(true)
      // The stake's success toast goes after its 6 s; the shots show the line, not the toast over it.
      await expect.poll(() => page.locator('.toast').count(), { timeout: 20_000 }).toBe(0)
      await lookAt(page, 'claim-fee-over-reward', width)

      // Ten days of 20% APR on 1,000 STK is about 5.5 STK: worth more than the fee, so nothing is said.
      await anvilClient(stack).increaseTime({ seconds: 10 * 86_400 })
      await anvilClient(stack).mine({ blocks: 1 })
      await expect.poll(() => text(page, 'pending-reward'), { timeout: 30_000 }).toMatch(/^5\.\d+ STK$/)
      await expect.poll(() => page.getByTestId('claim-fee-over-reward').count(), { timeout: 30_000 }).toBe(0)
      await expect.poll(() => text(page, 'claim-fee'), { timeout: 30_000 }).toMatch(FEE)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

describe('mint: total plus network fee; the account dialog shows the payment', () => {
  for (const [width, accountIndex] of [
    [1280, 5],
    [390, 6],
  ] as const) {
    it(`says 'plus network fee' with the fee, and a 0.01 ETH mint shows in the account balance (${width})`, async () => {
      const page = await openAs(width, '/mint', accountIndex)
      await expect
        .poll(() => page.locator('.mint-total').textContent(), { timeout: 30_000 })
        .toMatch(/^Total 0\.01 ETH plus network fee$/)
      await expect.poll(() => text(page, 'mint-fee'), { timeout: 30_000 }).toMatch(FEE)
      await lookAt(page, 'mint-fee', width)

      const balance = async () => {
        await page
          .locator('header')
          .getByRole('button', { name: /^Account / })
          .click()
        const dialog = page.getByRole('dialog', { name: /0x/ })
        await expect
          .poll(() => dialog.getByTestId('account-balance').textContent(), { timeout: 20_000 })
          .toMatch(/ETH$/)
        // The figure by the app's amount rule: the header's short rule ('9,999.9 ETH') hides a 0.01 payment.
        const detail = dialog.getByTestId('account-balance-detail')
        const shown = (await detail.textContent()) ?? ''
        if (width === 1280) await lookAt(page, 'account-balance', width)
        await dialog.getByRole('button', { name: 'Close' }).click()
        return Number(shown.replace(/[^\d.]/g, ''))
      }
      const before = await balance()
      await page.getByRole('button', { name: 'Mint', exact: true }).click()
      await page.getByText(/^Minted 1 token\./).waitFor({ timeout: 60_000 })
      await expect.poll(balance, { timeout: 30_000 }).toBeLessThanOrEqual(before - 0.01)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

describe('docs: the footer’s Gitbook link opens the user guide shipped with the app', () => {
  for (const width of [1280, 390]) {
    it(`links to /guide.html in a new tab, a page written for wallet holders (${width})`, async () => {
      const page = await newPage(browser, { width })
      await page.goto(`${stack.appUrl}/`)
      const link = page.locator('footer').getByRole('link', { name: 'Gitbook' })
      expect(await link.getAttribute('href')).toBe('/guide.html')
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      await page.goto(`${stack.appUrl}/guide.html`)
      await page.getByRole('heading', { name: 'StakeMint user guide' }).waitFor()
      for (const heading of ['What staking locks', 'Approvals and permits', 'Network fees', 'The wallet call log']) {
        expect(await page.getByRole('heading', { name: heading }).count()).toBe(1)
      }
      await lookAt(page, 'user-guide', width)
      await page.close()
    })
  }
})

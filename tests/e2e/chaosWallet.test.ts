import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import {
  confirmedRows,
  devAddress,
  fillStake,
  openConnected,
  requestCount,
  stakeCostText,
  stakesOf,
} from './journeys.ts'

// The wallet or the person does something unexpected in the middle of a write, in Chromium against anvil:
// the wallet answers a send with something that is not a transaction hash; the page is reloaded between
// the approve and the stake. The person reads the app's sentence, the history holds each transaction once,
// and the page goes on without another reload.
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

const stakeButton = (page: Page) => page.getByRole('button', { name: 'Stake', exact: true })
const WEI = 10n ** 18n

describe('the wallet answers a send with a malformed hash', () => {
  it('the app says so, records nothing, and the next stake goes through', async () => {
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: 6 })
    await fillStake(page, '6')
    await expect.poll(() => stakeCostText(page), { timeout: 10_000 }).toContain('a signature, then 1 transaction')
    wallet.answerNext('eth_sendTransaction', '0x1234')
    await stakeButton(page).click()
    const alert = page.locator('.feedback-error')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toBe('Your wallet gave an answer to the transaction request the app cannot read.')
    const toasts = page.getByRole('region', { name: 'Transaction notifications' })
    await toasts
      .getByText('Not sent: Your wallet gave an answer to the transaction request the app cannot read.')
      .waitFor({ timeout: 10_000 })
    await screenshot(page, 'chaos-malformed-hash-1280')
    expect(await stakesOf(stack, devAddress(6))).toEqual([])
    await stakeButton(page).click()
    await page.getByText('Staked 6 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(2)
    expect((await stakesOf(stack, devAddress(6))).map((stake) => stake.amount)).toEqual([6n * WEI])
    expect(await confirmedRows(page, 1)).toEqual(['Stake 6 STK for 30 daysConfirmed'])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

describe('the page is reloaded between the approve and the stake', () => {
  it('the approval is in the history once, the form knows it, and one more transaction stakes', async () => {
    const { page, wallet } = await openConnected(browser, stack, {
      width: 1280,
      path: '/stake',
      accountIndex: 7,
      signsTypedData: false,
    })
    await fillStake(page, '5')
    const releaseApprove = wallet.holdNext('eth_sendTransaction')
    wallet.hangNext('eth_sendTransaction') // the stake's prompt stays open in the wallet
    await stakeButton(page).click()
    await expect.poll(() => requestCount(wallet, 'eth_sendTransaction'), { timeout: 20_000 }).toBe(1)
    releaseApprove()
    // The approve is confirmed and the wallet shows the stake: the person reloads instead of answering.
    await expect.poll(() => requestCount(wallet, 'eth_sendTransaction'), { timeout: 30_000 }).toBe(2)
    await page.reload()

    await page
      .locator('header')
      .getByRole('button', { name: /^Account / })
      .waitFor({ timeout: 30_000 })
    await fillStake(page, '5')
    await expect.poll(() => stakeCostText(page), { timeout: 20_000 }).toContain('Takes 1 transaction.')
    await screenshot(page, 'chaos-reload-between-approve-and-stake-1280')
    expect(await confirmedRows(page, 1)).toEqual(['Approve 5 STK for stakingConfirmed'])
    await page.keyboard.press('Escape')
    await stakeButton(page).click()
    await page.getByText('Staked 5 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(3)
    expect((await stakesOf(stack, devAddress(7))).map((stake) => stake.amount)).toEqual([5n * WEI])
    expect(await confirmedRows(page, 2)).toEqual([
      'Stake 5 STK for 30 daysConfirmed',
      'Approve 5 STK for stakingConfirmed',
    ])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

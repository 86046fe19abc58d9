import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page, Route } from 'playwright-core'
import { createWalletClient, http, publicActions, toFunctionSelector } from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { join } from 'node:path'
import {
  launchBrowser,
  pageErrors,
  screenshot,
  startStack,
  testOutputDir,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'
import { anvilClient, openConnected as openConnectedPage, pageContentOverflow } from './journeys.ts'

// Journeys of the Stake page in Chromium against anvil, one account (dev account 1) across the file:
// stake with approve → refused withdraw while locked → claim after time moves → withdraw after unlock
// → reject in the wallet → a transaction that reverts on-chain shown as failed.
let stack: Stack
let browser: Browser
const ACCOUNT_INDEX = 1
const DAY = 86_400

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const anvil = () => anvilClient(stack)

/** Moves chain time forward and mines a block, so the app's block watcher sees the new time. */
async function travel(seconds: number): Promise<void> {
  await anvil().increaseTime({ seconds })
  await anvil().mine({ blocks: 1 })
}

// A wallet that neither runs EIP-5792 batches nor signs typed data: every stake takes approve, then stake.
const openConnected = (width: number, path: string) =>
  openConnectedPage(browser, stack, { width, path, accountIndex: ACCOUNT_INDEX, signsTypedData: false })

const sent = (wallet: TestWalletController) =>
  wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length
const stakeRow = (page: Page, id: number) => page.locator(`li[data-stake-id="${id}"]`)

describe('Stake page', () => {
  it('validates the amount with clear messages', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toBe('10,000 STK')
    const amount = page.getByLabel('Amount')
    const cases: [string, string][] = [
      ['abc', 'Amount must be a positive number.'],
      ['0', 'Amount must be greater than 0.'],
      ['1.1234567890123456789', 'Amount can have at most 18 decimals.'],
      ['10000.5', 'Amount is above your balance of 10,000 STK.'],
    ]
    for (const [input, message] of cases) {
      await amount.fill(input)
      await expect.poll(() => page.locator('#stake-amount-error').textContent()).toBe(message)
    }
    // A cleared field is no error until the person submits it.
    await amount.fill('')
    await expect.poll(() => page.locator('#stake-amount-error').count()).toBe(0)
    await page.locator('form.stake-form').getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => page.locator('#stake-amount-error').textContent()).toBe('Enter an amount.')
    expect(sent(wallet)).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('stakes with approve first, then refuses a withdraw while the stake is locked', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toBe('10,000 STK')
    await page.getByLabel('Amount').fill('1000')
    await page.locator('label.lock-option', { hasText: '30 days' }).click()
    // The form cannot know beforehand that this wallet signs no permits: it says so once the wallet refuses.
    await expect
      .poll(() => page.getByTestId('stake-cost').textContent(), { timeout: 10_000 })
      .toContain('a signature, then 1 transaction')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page
      .getByText('Your wallet did not sign the permit, so this takes 2 transactions: approve, then stake.')
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByText('Staked 1,000 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(sent(wallet)).toBe(2) // approve + stake

    await expect.poll(() => page.getByTestId('stk-balance').textContent()).toBe('9,000 STK')
    await expect.poll(() => page.getByTestId('total-locked').textContent()).toBe('1,000 STK')
    const row = stakeRow(page, 1)
    await expect.poll(() => row.locator('.pill').textContent()).toBe('Locked')
    expect(await row.getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(true)
    expect(await row.textContent()).toContain('Available when the lock ends')
    expect(await page.getByLabel('Amount').inputValue()).toBe('')
    await screenshot(page, 'stake-after-stake-1280')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('claims the reward accrued after time moves', async () => {
    await travel(10 * DAY)
    const { page, wallet } = await openConnected(1280, '/stake')
    // 1000 STK at 5% APR for 10 days ≈ 1.3698 STK
    await expect
      .poll(() => page.getByTestId('pending-reward').textContent(), { timeout: 20_000 })
      .toMatch(/^1\.369\d* STK$/)
    const before = sent(wallet)
    await page.getByRole('button', { name: 'Claim rewards' }).click()
    await page.getByText(/^Claimed 1\.369\d* STK\.$/).waitFor({ timeout: 30_000 })
    expect(sent(wallet)).toBe(before + 1)
    await expect.poll(() => page.getByTestId('stk-balance').textContent()).toMatch(/^9,001\.369\d* STK$/)
    await expect.poll(() => page.getByTestId('pending-reward').textContent()).toMatch(/^(< )?0(\.\d+)? STK$/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('withdraws the stake after it unlocks', async () => {
    await travel(21 * DAY)
    const { page } = await openConnected(1280, '/stake')
    const row = stakeRow(page, 1)
    await expect.poll(() => row.locator('.pill').textContent(), { timeout: 20_000 }).toBe('Unlocked')
    await row.getByRole('button', { name: 'Withdraw' }).click()
    await page.getByText('Stake #1 withdrawn: ').waitFor({ timeout: 30_000 })
    await expect.poll(() => row.locator('.pill').textContent()).toBe('Withdrawn')
    await expect.poll(() => page.getByTestId('total-locked').textContent()).toBe('0 STK')
    await expect.poll(() => page.getByTestId('stk-balance').textContent()).toMatch(/^10,004\.10\d* STK$/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('keeps the form as it was when the wallet rejects', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toMatch(/^10,004/)
    await page.getByLabel('Amount').fill('250')
    await page.locator('label.lock-option', { hasText: '90 days' }).click()
    wallet.rejectNext('eth_sendTransaction')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('You rejected the request in your wallet.').waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Amount').inputValue()).toBe('250')
    expect(await page.getByRole('radio', { name: /90 days/ }).isChecked()).toBe(true)
    expect(await page.locator('form.stake-form').getByRole('alert').count()).toBe(0)
    // Having refused the permit once, this wallet is now announced as approve, then stake.
    expect(await page.getByTestId('stake-cost').textContent()).toContain('2 transactions: approve, then stake')
    expect(await page.getByRole('button', { name: 'Approve & stake' }).isEnabled()).toBe(true)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('shows a transaction that reverts on-chain as failed, with the contract error as a sentence', async () => {
    const { page, wallet } = await openConnected(1280, '/stake')
    await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toMatch(/^10,004/)
    await page.getByLabel('Amount').fill('100')
    await page.locator('label.lock-option', { hasText: '30 days' }).click()
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('Staked 100 STK for 30 days.').waitFor({ timeout: 30_000 })
    await travel(31 * DAY)
    const row = stakeRow(page, 2)
    await expect.poll(() => row.locator('.pill').textContent(), { timeout: 20_000 }).toBe('Unlocked')
    // The row's fee line estimates the same withdraw a moment after it unlocks: wait for it, so the race below
    // fires on the click's own estimate, never on the fee line's.
    await expect
      .poll(() => page.getByTestId('withdraw-fee-2').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('ready')

    // The race a real user can hit: the same account withdraws stake #2 from another device after
    // the app checked the call (simulation + gas estimate) and before the wallet sent it. The test
    // lets the app's gas estimate through, then lands that competing withdraw, then answers the page.
    const account = devAccounts(ACCOUNT_INDEX + 1)[ACCOUNT_INDEX]
    if (!account) throw new Error('no dev account')
    const otherDevice = createWalletClient({ account, transport: http(stack.rpcUrl) }).extend(publicActions)
    const withdrawSelector = toFunctionSelector('withdraw(uint256)')
    let raced = false
    const raceOnEstimate = async (route: Route) => {
      const body = route.request().postData() ?? ''
      const response = await route.fetch()
      if (!raced && body.includes('eth_estimateGas') && body.includes(withdrawSelector.slice(2))) {
        raced = true
        const hash = await otherDevice.writeContract({
          chain: null,
          address: stack.deployment.staking,
          abi: stakingAbi,
          functionName: 'withdraw',
          args: [2n],
        })
        await otherDevice.waitForTransactionReceipt({ hash })
      }
      await route.fulfill({ response })
    }
    const rpcOrigin = new URL(stack.rpcUrl).origin
    await page.route((url) => url.origin === rpcOrigin, raceOnEstimate)
    const before = sent(wallet)
    await row.getByRole('button', { name: 'Withdraw' }).click()
    await page.getByText('Transaction failed: Stake #2 has already been withdrawn.').waitFor({ timeout: 30_000 })
    expect(raced).toBe(true)
    expect(sent(wallet)).toBe(before + 1) // the wallet did send it: the revert happened on-chain

    const lastBlock = await anvil().getBlock()
    const lastHash = lastBlock.transactions.at(-1)
    if (!lastHash) throw new Error('no transaction in the last block')
    expect((await anvil().getTransactionReceipt({ hash: lastHash })).status).toBe('reverted')
    await screenshot(page, 'stake-reverted-1280')

    // The Account dialog lists it as failed.
    await page
      .locator('header')
      .getByRole('button', { name: /^Account/ })
      .first()
      .click()
    const accountDialog = page.getByRole('dialog', { name: /0x/ })
    const txRow = accountDialog.locator('li', { hasText: 'Withdraw stake #2' })
    await expect
      .poll(() => txRow.textContent(), { timeout: 15_000 })
      .toMatch(/^Withdraw stake #2: 100 STK \+ [0-9.]+ STK rewardFailed/)
    // the stake and its approval before it are listed as confirmed
    expect(await accountDialog.locator('li', { hasText: 'Stake 100 STK for 30 days' }).textContent()).toMatch(
      /^Stake 100 STK for 30 daysConfirmed/,
    )
    await page.waitForTimeout(500) // the dialog's entry animation
    // viewport-only: a full-page capture resizes the window and restarts the dialog's fade-in
    await page.screenshot({ path: join(testOutputDir, 'screenshots', 'stake-account-dialog-1280.png') })
    await page.close()
  })

  it('lays out the page with stakes at 390 px', async () => {
    const { page } = await openConnected(390, '/stake')
    await expect.poll(() => stakeRow(page, 2).locator('.pill').textContent(), { timeout: 20_000 }).toBe('Withdrawn')
    await page.getByLabel('Amount').fill('12.5')
    await screenshot(page, 'stake-390')
    const overflow = await pageContentOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

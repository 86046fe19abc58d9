import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { formatTokenAmount } from '../../src/app/format.ts'
import { NODE_UNREACHABLE_MESSAGE } from '../../src/app/figureState.ts'
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
import { anvilClient, connect, openConnected, pageContentOverflow } from './journeys.ts'

// The Stake page's honesty and answers in Chromium against anvil: a slow node shows skeletons and a waiting Claim,
// never '0 STK'; a failed read leaves the figures marked stale; a stake shows its time left, lock progress and what
// a withdraw pays; a withdraw moves it to the folded History; 'Your position' sums it all; axe and screenshots.
let stack: Stack
let browser: Browser
const ACCOUNT_INDEX = 3
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

async function travel(seconds: number): Promise<void> {
  await anvil().increaseTime({ seconds })
  await anvil().mine({ blocks: 1 })
}

const isRpc = (url: URL) => url.origin === new URL(stack.rpcUrl).origin
const stakeRow = (page: Page, id: number) => page.locator(`li[data-stake-id="${id}"]`)
const text = (page: Page, testId: string) => page.getByTestId(testId).textContent()
const readPool = () =>
  anvil().readContract({ address: stack.deployment.staking, abi: stakingAbi, functionName: 'rewardPool' })

/** Every figure the page shows as an amount, so a test can say none of them is a made-up zero. */
const amountsShown = (page: Page) => page.locator('main .token-amount').allTextContents()

describe('Stake page', () => {
  it('shows skeletons and a waiting Claim while the node is slow, never 0 STK', async () => {
    const page = await newPage(browser, { width: 1280 })
    await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'Test Wallet',
      rdns: 'test.wallet',
      accountIndex: ACCOUNT_INDEX,
    })
    // The app's node requests wait until `answer()`: a node that has not answered yet.
    let answer: () => void = () => undefined
    const slow = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route(isRpc, async (route: Route) => {
      await slow
      await route.continue()
    })
    await page.goto(`${stack.appUrl}/stake`)
    await connect(page)
    await page.getByRole('heading', { name: 'Your position' }).waitFor({ timeout: 20_000 })

    for (const label of ['total locked', 'reward pool', 'wallet balance', 'claimable reward', 'staked amount'])
      expect(await page.getByRole('img', { name: `Loading ${label}` }).count()).toBeGreaterThan(0)
    const claim = page.getByRole('button', { name: 'Claim rewards' })
    expect(await claim.isDisabled()).toBe(true)
    expect(await page.locator('.rewards-card .disabled-reason').textContent()).toBe('Loading…')
    expect(await page.getByRole('button', { name: 'Max' }).isDisabled()).toBe(true)
    expect(await amountsShown(page)).toEqual([])
    expect(await page.locator('main').textContent()).not.toMatch(/\b0 STK/)
    await screenshot(page, 'stake-slow-node-1280')

    answer()
    await expect.poll(() => text(page, 'stk-balance'), { timeout: 20_000 }).toBe('10,000 STK')
    expect(await text(page, 'total-locked')).toBe('0 STK') // now read, and really zero
    expect(await text(page, 'reward-pool')).toBe(`${formatTokenAmount(await readPool())} STK`)
    expect(await text(page, 'position-staked')).toBe('0 STK')
    expect(await text(page, 'position-nfts')).toBe('0')
    // Nothing accrued: Claim now waits for its own reason, no longer for data.
    expect(await claim.isDisabled()).toBe(true)
    expect(await page.locator('.rewards-card .disabled-reason').textContent()).toMatch(/^Nothing to claim yet/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('keeps the figures of a failed read on screen, marked stale', async () => {
    const { page } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: ACCOUNT_INDEX })
    await expect.poll(() => text(page, 'stk-balance'), { timeout: 20_000 }).toBe('10,000 STK')
    expect(await page.getByText(/^Stale/).count()).toBe(0)
    // From now on the node answers block polls but fails every contract read.
    await page.route(isRpc, async (route: Route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('eth_call')) return route.continue()
      const response = await route.fetch()
      const answers = (await response.json()) as { id: number }[] | { id: number }
      const failed = (entry: { id: number }) => ({
        jsonrpc: '2.0',
        id: entry.id,
        error: { code: -32000, message: 'header not found' },
      })
      const calls = new Set(
        ([JSON.parse(body)].flat() as { id: number; method: string }[])
          .filter((entry) => entry.method === 'eth_call')
          .map((entry) => entry.id),
      )
      const rewrite = (entry: { id: number }) => (calls.has(entry.id) ? failed(entry) : entry)
      await route.fulfill({
        response,
        body: JSON.stringify(Array.isArray(answers) ? answers.map(rewrite) : rewrite(answers)),
      })
    })
    await anvil().mine({ blocks: 1 })
    await page
      .getByText(/^Stale · last updated /)
      .first()
      .waitFor({ timeout: 30_000 })
    expect(await text(page, 'stk-balance')).toBe('10,000 STK')
    expect(await text(page, 'total-locked')).toBe('0 STK')
    expect(await page.locator('.read-error').first().textContent()).toBeTruthy()
    await screenshot(page, 'stake-stale-1280')
    await page.close()
  })

  it('marks the figures stale while the node is down, and fresh again once it answers', async () => {
    const { page } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: ACCOUNT_INDEX })
    await expect.poll(() => text(page, 'stk-balance'), { timeout: 20_000 }).toBe('10,000 STK')
    await page.route(isRpc, (route: Route) => route.abort('connectionrefused'))
    await page.getByText(NODE_UNREACHABLE_MESSAGE).first().waitFor({ timeout: 30_000 })
    await page
      .getByText(/^Stale · last updated /)
      .first()
      .waitFor()
    expect(await text(page, 'stk-balance')).toBe('10,000 STK') // kept, not zeroed
    await screenshot(page, 'stake-node-down-1280')
    await page.unroute(isRpc)
    // No new block is needed: the first poll that gets through re-reads.
    await page.getByText(NODE_UNREACHABLE_MESSAGE).waitFor({ state: 'detached', timeout: 30_000 })
    expect(await page.getByText(/^Stale/).count()).toBe(0)
    await page.close()
  })

  it('answers a stake: time left, progress, what a withdraw pays, then History after the withdraw', async () => {
    const { page } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: ACCOUNT_INDEX })
    await expect.poll(() => text(page, 'stk-balance'), { timeout: 20_000 }).toBe('10,000 STK')
    const poolBefore = await readPool()
    await page.getByLabel('Amount').fill('1000')
    await page.locator('label.lock-option', { hasText: '30 days' }).click()
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('Staked 1,000 STK for 30 days.').waitFor({ timeout: 30_000 })

    const row = stakeRow(page, 1)
    // Chain time, not the laptop's: until the next block it is the stake's own block time (30 d left, cut to units).
    await expect
      .poll(() => row.locator('.stake-time-left').textContent(), { timeout: 20_000 })
      .toMatch(/^Unlocks in (30 d|29 d 23 h)$/)
    // 1000 STK at 5% for 30 days reserves 4.1095… STK, paid with the principal by Staking.withdraw
    const withdraw = row.getByRole('button', { name: 'Withdraw 1,000 + 4.1095 STK' })
    expect(await withdraw.isDisabled()).toBe(true)
    const bar = row.getByRole('progressbar', { name: 'Lock of stake #1' })
    expect(await bar.getAttribute('aria-valuenow')).toBe('0')
    await expect.poll(() => text(page, 'position-staked')).toBe('1,000 STK')
    expect(await text(page, 'position-next-unlock')).toMatch(/^in (30 d|29 d 23 h)$/)
    const reserved = poolBefore - (await readPool())
    expect(formatTokenAmount(reserved)).toBe('4.1095')
    await expect.poll(() => text(page, 'reward-pool')).toBe(`${formatTokenAmount(poolBefore - reserved)} STK`)

    await travel(10 * DAY)
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('33')
    expect(await row.locator('.stake-time-left').textContent()).toMatch(/^Unlocks in (20 d|19 d 23 h)$/)
    expect(await text(page, 'position-next-unlock')).toMatch(/^in (20 d|19 d 23 h)$/)
    await expect.poll(() => text(page, 'position-claimable')).toMatch(/^1\.369\d* STK$/)

    await travel(21 * DAY)
    await expect.poll(() => row.locator('.pill').textContent(), { timeout: 20_000 }).toBe('Unlocked')
    expect(await bar.getAttribute('aria-valuenow')).toBe('100')
    expect(await text(page, 'position-next-unlock')).toBe('Ready to withdraw now')
    expect(await withdraw.isEnabled()).toBe(true)
    await withdraw.click()
    await page.getByText('Stake #1 withdrawn: ').waitFor({ timeout: 30_000 })

    const history = page.locator('details.stake-history')
    await history.waitFor({ timeout: 20_000 })
    expect(await history.getAttribute('open')).toBeNull() // folded by default
    expect(await history.locator('summary').textContent()).toBe('History (1 withdrawn)')
    expect(await history.locator('li[data-stake-id="1"] .pill').textContent()).toBe('Withdrawn')
    expect(await page.getByText('No active stakes.').isVisible()).toBe(true)
    await expect.poll(() => text(page, 'total-locked')).toBe('0 STK')
    expect(await text(page, 'position-staked')).toBe('0 STK')
    expect(await text(page, 'position-next-unlock')).toBe('No locked stakes')
    await expect.poll(() => text(page, 'stk-balance')).toMatch(/^10,004\.10\d* STK$/)

    // A second stake, so the page has an Active row and a History row for the checks below.
    await page.getByLabel('Amount').fill('1234.5678')
    await page.locator('label.lock-option', { hasText: '90 days' }).click()
    await page.getByRole('button', { name: /stake$/i }).click()
    await page.getByText('Staked 1,234.5678 STK for 90 days.').waitFor({ timeout: 30_000 })
    await stakeRow(page, 2).waitFor({ timeout: 20_000 })
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  for (const width of [1280, 700, 390] as const) {
    it(`lays out the page with stakes at ${width} px, light and dark, with no serious axe finding`, async () => {
      const { page } = await openConnected(browser, stack, { width, path: '/stake', accountIndex: ACCOUNT_INDEX })
      await stakeRow(page, 2).waitFor({ timeout: 20_000 })
      await expect.poll(() => text(page, 'position-staked'), { timeout: 20_000 }).toBe('1,234.5678 STK')
      const problems: string[] = []
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        if (width !== 700) problems.push(...(await axeAudit(page, `/stake ${width} ${scheme}`)).serious)
        await screenshot(page, `stake-page-${width}-${scheme}`)
      }
      await page.locator('details.stake-history summary').click()
      expect(await page.locator('details.stake-history').getAttribute('open')).toBe('')
      if (width !== 700) problems.push(...(await axeAudit(page, `/stake ${width} dark, history open`)).serious)
      await screenshot(page, `stake-page-${width}-dark-history`)
      expect(problems).toEqual([])
      expect(await pageContentOverflow(page)).toBeLessThanOrEqual(0)
      // Token names never wrap away from their amount (one line box each); the overflow check above keeps them in view.
      const wrapped = await page
        .locator('main .token-amount')
        .evaluateAll((amounts) =>
          amounts
            .filter((amount) => new Set([...amount.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
            .map((amount) => amount.textContent),
        )
      expect(wrapped).toEqual([])
      const spilled = await page
        .locator('main .stat-value')
        .evaluateAll((values) =>
          values.filter((value) => value.scrollWidth > value.clientWidth + 1).map((value) => value.textContent),
        )
      expect(spilled).toEqual([])
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

describe('Home', () => {
  it('shows skeletons for its totals while the node is slow, never 0 STK, then the figures labelled', async () => {
    const page = await newPage(browser, { width: 390 })
    let answer: () => void = () => undefined
    const slow = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route(isRpc, async (route: Route) => {
      await slow
      await route.continue()
    })
    await page.goto(`${stack.appUrl}/`)
    await page.getByRole('img', { name: 'Loading total locked' }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('img', { name: 'Loading minted count' }).count()).toBe(1)
    expect(await page.locator('main').textContent()).not.toMatch(/\b0 STK|\b0 \//)
    await screenshot(page, 'home-slow-node-390')
    answer()
    const total = (functionName: 'totalLocked' | 'totalDeposited') =>
      anvil().readContract({ address: stack.deployment.staking, abi: stakingAbi, functionName })
    const shown = async (functionName: 'totalLocked' | 'totalDeposited') =>
      `${formatTokenAmount(await total(functionName))} STK`
    await expect.poll(() => text(page, 'home-total-locked'), { timeout: 20_000 }).toBe(await shown('totalLocked'))
    expect(await text(page, 'home-total-deposited')).toBe(await shown('totalDeposited'))
    expect(await page.getByText('All stakers, all time').isVisible()).toBe(true)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      expect((await axeAudit(page, `/ 390 ${scheme}`)).serious).toEqual([])
      await screenshot(page, `home-totals-390-${scheme}`)
    }
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

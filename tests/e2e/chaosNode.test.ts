import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { getAbiItem, toFunctionSelector } from 'viem'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from '../../src/app/nodeUnreachable.ts'
import {
  axeAudit,
  launchBrowser,
  pageErrors,
  screenshot,
  startStack,
  type NodeProxy,
  type Stack,
} from './harness/index.ts'
import {
  confirmedRows,
  devAddress,
  fillStake,
  historyAfterReload,
  openConnected,
  requestCount,
  stakeCostText,
  stakesOf,
} from './journeys.ts'

// The app's node fails in the middle of a stake, in Chromium against anvil: it goes away after the approve
// (the approve way), between the permit signature and the stake (the permit way), and answers every call
// 2 s late for a whole stake. The app's node is a hop in front of anvil (harness/nodeProxy.ts); the wallet
// keeps its own node. Each time the person reads the app's sentence, tries again on the same page, and the
// history holds each transaction once.
let stack: Stack
let browser: Browser
let node: NodeProxy

beforeAll(async () => {
  stack = await startStack({ nodeProxy: true })
  if (!stack.nodeProxy) throw new Error('the stack has no node proxy')
  node = stack.nodeProxy
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** A JSON-RPC body that calls (eth_call / eth_estimateGas) the staking function `name`. */
const callsStaking = (name: 'stake' | 'stakeWithPermit') => {
  const selector = toFunctionSelector(getAbiItem({ abi: stakingAbi, name }))
  return (body: string) => body.includes('"eth_call"') && body.includes(`"${selector}`)
}
const stakeButton = (page: Page) => page.getByRole('button', { name: 'Stake', exact: true })
const alertText = (page: Page) => page.locator('.feedback-error').textContent()
const WEI = 10n ** 18n

/**
 * The browser's own line for a call to the node that failed at the network level: refused while it is down, or cut
 * (empty response, reset, closed) when it goes away in the middle of that very call. Any other error is the app's.
 */
const nodeRequestFailed = (error: string) =>
  /^Failed to load resource: net::ERR_[A-Z_]+ \(/.test(error) && error.includes(`(${node.url}/`)

describe('the node goes away in the middle of a stake', () => {
  it('after the approve: the app says the chain cannot be reached; once it is back, one retry stakes', async () => {
    const { page, wallet } = await openConnected(browser, stack, {
      width: 1280,
      path: '/stake',
      accountIndex: 6,
      signsTypedData: false,
    })
    await fillStake(page, '7')
    const nodeGone = node.stopAt(callsStaking('stake'))
    await stakeButton(page).click()
    await nodeGone
    await expect.poll(() => alertText(page), { timeout: 30_000 }).toBe(CHAIN_UNREACHABLE_MESSAGE)
    const toasts = page.getByRole('region', { name: 'Transaction notifications' })
    await toasts.getByText(`Not sent: ${CHAIN_UNREACHABLE_MESSAGE}`).waitFor({ timeout: 10_000 })
    expect(await page.getByText('HTTP request failed.').count()).toBe(0)
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(1) // the approve, not the stake
    expect(await stakesOf(stack, devAddress(6))).toEqual([])
    expect(await page.getByLabel('Amount').inputValue()).toBe('7')
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `chaos-node-down-after-approve-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    expect((await axeAudit(page, 'stake form, node unreachable')).serious).toEqual([])

    await node.start()
    // The approval went through before the node left: the retry is the stake alone.
    await expect.poll(() => stakeCostText(page), { timeout: 30_000 }).toContain('Takes 1 transaction.')
    await stakeButton(page).click()
    await page.getByText('Staked 7 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(2)
    expect((await stakesOf(stack, devAddress(6))).map((stake) => stake.amount)).toEqual([7n * WEI])
    expect(await confirmedRows(page, 2)).toEqual([
      'Stake 7 STK for 30 daysConfirmed',
      'Approve 7 STK for stakingConfirmed',
    ])
    expect((await historyAfterReload(page, 2)).length).toBe(2)
    expect(pageErrors(page).filter((error) => !nodeRequestFailed(error))).toEqual([])
    await page.close()
  })

  it('while the approve confirms: the stake waits for the node and goes on by itself when it is back', async () => {
    const { page, wallet } = await openConnected(browser, stack, {
      width: 1280,
      path: '/stake',
      accountIndex: 7,
      signsTypedData: false,
    })
    await fillStake(page, '4')
    const releaseApprove = wallet.holdNext('eth_sendTransaction')
    await stakeButton(page).click()
    await expect.poll(() => requestCount(wallet, 'eth_sendTransaction'), { timeout: 20_000 }).toBe(1)
    await node.stop()
    releaseApprove() // mined on anvil by the wallet's own node; the app cannot see it yet
    await page.getByText('Could not reach the chain: these figures may be out of date.').waitFor({ timeout: 30_000 })
    await page.getByText('Step 1 of 2: approve — waiting for confirmation…').first().waitFor({ timeout: 10_000 })
    await screenshot(page, 'chaos-node-down-while-confirming-1280')
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(1)

    await node.start()
    await page.getByText('Staked 4 STK for 30 days.').waitFor({ timeout: 45_000 })
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(2)
    expect((await stakesOf(stack, devAddress(7))).map((stake) => stake.amount)).toEqual([4n * WEI])
    expect(await confirmedRows(page, 2)).toEqual([
      'Stake 4 STK for 30 daysConfirmed',
      'Approve 4 STK for stakingConfirmed',
    ])
    await page.close()
  })

  it('between the permit signature and the stake: nothing sent, and the retry signs a new permit', async () => {
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: 8 })
    await fillStake(page, '3')
    await expect.poll(() => stakeCostText(page), { timeout: 10_000 }).toContain('a signature, then 1 transaction')
    const nodeGone = node.stopAt(callsStaking('stakeWithPermit'))
    await stakeButton(page).click()
    await nodeGone
    await expect.poll(() => alertText(page), { timeout: 30_000 }).toBe(CHAIN_UNREACHABLE_MESSAGE)
    expect(requestCount(wallet, 'eth_signTypedData_v4')).toBe(1)
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(0)
    await screenshot(page, 'chaos-node-down-after-permit-1280')

    await node.start()
    await stakeButton(page).click()
    await page.getByText('Staked 3 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestCount(wallet, 'eth_signTypedData_v4')).toBe(2)
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(1)
    expect((await stakesOf(stack, devAddress(8))).map((stake) => stake.amount)).toEqual([3n * WEI])
    expect(await confirmedRows(page, 1)).toEqual(['Stake 3 STK for 30 daysConfirmed'])
    expect(pageErrors(page).filter((error) => !nodeRequestFailed(error))).toEqual([])
    await page.close()
  })
})

describe('the node answers every call 2 s late', () => {
  it('a whole stake (permit, then stake) still completes once, with its progress shown all along', async () => {
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: 9 })
    await fillStake(page, '2')
    await expect.poll(() => stakeCostText(page), { timeout: 10_000 }).toContain('a signature, then 1 transaction')
    node.delay(2000)
    try {
      const started = Date.now()
      await stakeButton(page).click()
      // Busy the whole time: the button cannot start a second stake.
      const busy = page.getByRole('button', { name: 'Working…' })
      await busy.waitFor({ timeout: 10_000 })
      expect(await busy.isDisabled()).toBe(true)
      await page.getByText('Staked 2 STK for 30 days.').waitFor({ timeout: 90_000 })
      console.info(`stake with a 2 s node: ${Date.now() - started} ms`)
    } finally {
      node.delay(0)
    }
    expect(requestCount(wallet, 'eth_signTypedData_v4')).toBe(1)
    expect(requestCount(wallet, 'eth_sendTransaction')).toBe(1)
    expect((await stakesOf(stack, devAddress(9))).map((stake) => stake.amount)).toEqual([2n * WEI])
    expect(await confirmedRows(page, 1)).toEqual(['Stake 2 STK for 30 daysConfirmed'])
    expect(await page.getByText('HTTP request failed.').count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

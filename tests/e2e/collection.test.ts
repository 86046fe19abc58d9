import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { createWalletClient, http, parseEther, publicActions } from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { collectionAbi } from '../../src/app/abi/index.ts'
import { launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'

// Collection paging without a wallet: 30 tokens minted from Node, pages of 24, and each page read
// with a constant number of node requests (multicall), whatever the page size.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
  const accounts = devAccounts(10).slice(4, 10)
  for (const account of accounts) {
    const client = createWalletClient({ account, transport: http(stack.rpcUrl) }).extend(publicActions)
    const hash = await client.writeContract({
      chain: null,
      address: stack.deployment.collection,
      abi: collectionAbi,
      functionName: 'mint',
      args: [5n],
      value: parseEther('0.05'),
    })
    await client.waitForTransactionReceipt({ hash })
  }
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe('Collection', () => {
  it('pages through 30 tokens, 24 per page, with O(1) node requests per page', async () => {
    const page = await newPage(browser, { width: 1280 })
    const rpcOrigin = new URL(stack.rpcUrl).origin
    const rpcBodies: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin === rpcOrigin && request.method() === 'POST') rpcBodies.push(request.postData() ?? '')
    })
    await page.goto(`${stack.appUrl}/collection`)
    const cards = page.locator('.token-card')
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(24)
    await expect.poll(() => page.locator('.token-card img').count()).toBe(24)
    expect(await page.getByText('Page 1 of 2').count()).toBe(1)
    await screenshot(page, 'collection-paged-1280')

    rpcBodies.length = 0
    await page.getByRole('button', { name: 'Next →' }).click()
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(6)
    await expect.poll(() => page.locator('.token-card .token-id').first().textContent()).toBe('#25')
    const pageReads = rpcBodies.filter((body) => body.includes('eth_call'))
    // tokenByIndex multicall + tokenURI multicall (+ possibly one refresh multicall if a poll lands)
    expect(pageReads.length).toBeGreaterThanOrEqual(1)
    expect(pageReads.length).toBeLessThanOrEqual(3)
    expect(await page.getByText('Page 2 of 2').count()).toBe(1)
    await page.getByRole('button', { name: '← Previous' }).click()
    await expect.poll(() => page.locator('.token-card .token-id').first().textContent()).toBe('#1')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('shows live totals on Home before any wallet connects', async () => {
    const page = await newPage(browser, { width: 390 })
    await page.goto(`${stack.appUrl}/`)
    await expect.poll(() => page.getByTestId('home-minted').textContent(), { timeout: 20_000 }).toBe('30 / 10,000')
    expect(await page.getByTestId('home-total-locked').textContent()).toBe('0 STK')
    await screenshot(page, 'home-390')
    const wide = await newPage(browser, { width: 1280 })
    await wide.goto(`${stack.appUrl}/`)
    await expect.poll(() => wide.getByTestId('home-minted').textContent(), { timeout: 20_000 }).toBe('30 / 10,000')
    await screenshot(wide, 'home-1280')
    expect(pageErrors(page)).toEqual([])
    expect(pageErrors(wide)).toEqual([])
    await page.close()
    await wide.close()
  })
})

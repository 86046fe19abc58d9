import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { createWalletClient, http, parseEther, publicActions, toFunctionSelector } from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { collectionAbi } from '../../src/app/abi/index.ts'
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
import { connect } from './journeys.ts'

// Collection paging without a wallet: 30 tokens minted from Node, pages of 24, and each page read
// with a constant number of node requests (multicall), whatever the page size.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ secondChain: true })
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
      if (new URL(request.url()).origin === rpcOrigin && request.method() === 'POST')
        rpcBodies.push(request.postData() ?? '')
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
    await expect.poll(() => page.locator('.token-card').first().getAttribute('data-token-id')).toBe('25')
    // The page's own reads: every tokenByIndex in one request, every tokenURI in one more (Multicall3
    // carries the selectors inside its calldata). Block polls and state refreshes may interleave.
    const tokenByIndex = toFunctionSelector('tokenByIndex(uint256)').slice(2)
    const tokenURI = toFunctionSelector('tokenURI(uint256)').slice(2)
    expect(rpcBodies.filter((body) => body.includes(tokenByIndex))).toHaveLength(1)
    expect(rpcBodies.filter((body) => body.includes(tokenURI))).toHaveLength(1)
    expect(await page.getByText('Page 2 of 2').count()).toBe(1)
    await page.getByRole('button', { name: '← Previous' }).click()
    await expect.poll(() => page.locator('.token-card').first().getAttribute('data-token-id')).toBe('1')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it("opens a token's page from its card: image, name, owner, contract and attributes as the contract returns them", async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/collection`)
    const first = page.locator('.token-card').first()
    await first.waitFor({ timeout: 30_000 })
    await first.getByRole('link', { name: 'StakeMint #1' }).click()
    await page.waitForURL(/\/token\/1$/)
    const heading = page.getByRole('heading', { level: 1, name: 'StakeMint #1' })
    await heading.waitFor({ timeout: 30_000 })
    expect(await page.title()).toBe('Token #1 · StakeMint')
    const owner = devAccounts(10)[4]?.address ?? ''
    const facts = page.locator('.token-facts')
    expect(await facts.textContent()).toContain(owner)
    expect(await facts.textContent()).toContain(stack.deployment.collection)
    expect(await page.locator('.token-attribute').allTextContents()).toEqual([expect.stringMatching(/^Hue\d+$/)])
    await expect
      .poll(() => page.locator('.token-detail img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
      await screenshot(page, `token-page-${width}`)
      expect((await axeAudit(page, `token page at ${width} px`)).serious).toEqual([])
    }
    // Opened directly (the served page for every id), an unminted id and a malformed one say what they are.
    await page.goto(`${stack.appUrl}/token/9999`)
    await page.getByText('This token has not been minted yet.').waitFor({ timeout: 30_000 })
    await page.goto(`${stack.appUrl}/token/0x1`)
    await page.getByRole('heading', { name: 'No such token' }).waitFor({ timeout: 30_000 })
    expect(await page.getByText('‘0x1’ is not a token number. Tokens are numbered from 1.').count()).toBe(1)
    await screenshot(page, 'token-page-malformed-390')
    await page.goto(`${stack.appUrl}/token/1`)
    await heading.waitFor({ timeout: 30_000 })
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

  it('says why Stake and Mint are disabled: not connected, a network without the contracts, a wrong network', async () => {
    const page = await newPage(browser, { width: 1280 })
    const wallet = await installTestWallet(page, stack, {
      announce: 'eip6963',
      name: 'Test Wallet',
      rdns: 'test.wallet',
      accountIndex: 9,
    })
    await page.goto(`${stack.appUrl}/stake`)
    // Disconnected, each card's primary action is the way in, not a disabled button with a reason under it.
    const connectInForm = page.locator('form.stake-form').getByRole('button', { name: 'Connect Wallet' })
    await connectInForm.waitFor({ timeout: 20_000 })
    expect(await page.getByText('Connect a wallet first.').count()).toBe(0)
    expect(await page.locator('.rewards-card').getByRole('button', { name: 'Connect Wallet' }).isEnabled()).toBe(true)
    await screenshot(page, 'stake-disconnected-1280')

    await connect(page)
    await connectInForm.waitFor({ state: 'detached' })
    const stakeButton = page.locator('form.stake-form button[type="submit"]')
    await page
      .getByText('Nothing to claim yet: rewards accrue every second a stake is locked.')
      .waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Claim rewards' }).isDisabled()).toBe(true)

    await wallet.setChain(137) // Polygon is configured (served by the second anvil) but has no contracts
    const noContracts = 'Staking and minting are not available on this network. Switch networks to continue.'
    await page.locator('form.stake-form').getByText(noContracts).waitFor({ timeout: 20_000 })
    // The form's one button is now the way to the chain with the contracts.
    expect(await page.locator('form.stake-form').getByRole('button', { name: 'Switch to Localhost' }).isEnabled()).toBe(
      true,
    )
    expect(await stakeButton.count()).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mint', exact: true }).click()
    await page.locator('form.mint-form').getByText(noContracts).waitFor({ timeout: 20_000 })
    await page.waitForTimeout(550) // the drawer's 500 ms slide
    expect(await page.getByRole('button', { name: 'Mint', exact: true }).count()).toBe(0)
    expect(await page.locator('form.mint-form').getByRole('button', { name: 'Switch to Localhost' }).count()).toBe(1)
    await screenshot(page, 'mint-no-contracts-1280')

    await wallet.setChain(424242) // a chain the app does not configure at all
    await page
      .locator('form.mint-form')
      .getByText('Wrong network: switch networks to continue.')
      .waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Mint', exact: true }).count()).toBe(0)
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('asks a visitor without a wallet to connect one on My Collection, and that button opens the dialog', async () => {
    const page = await newPage(browser, { width: 390 })
    await page.goto(`${stack.appUrl}/comingSoon`)
    await page.getByText('Connect a wallet to see the tokens it holds.').waitFor({ timeout: 20_000 })
    expect(await page.getByText('Connect a wallet first.').count()).toBe(0)
    await page.locator('main').getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect a Wallet' }).waitFor({ timeout: 20_000 })
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page, Route } from 'playwright-core'
import {
  createWalletClient,
  encodeErrorResult,
  getAbiItem,
  http,
  parseEther,
  publicActions,
  toFunctionSelector,
} from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { collectionAbi } from '../../src/app/abi/index.ts'
import {
  axeAudit,
  launchBrowser,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'
import { anvilClient, openConnected as openConnectedPage, pageContentOverflow } from './journeys.ts'

// Mint journeys in Chromium against anvil: the next token's art before minting, mint 2 and find them in Collection
// and My Collection, wallet limit and what to do next, insufficient funds caught before the wallet, rejection,
// empty My Collection, the compact pager on a phone.
let stack: Stack
let browser: Browser
const MINTER = 2
const NEWCOMER = 3

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const anvil = () => anvilClient(stack)

const openConnected = (width: number, path: string, accountIndex = MINTER) =>
  openConnectedPage(browser, stack, { width, path, accountIndex })

/** In-app navigation through the drawer (no reload: the wallet stays connected). */
async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Menu' })
    .waitFor({ state: 'hidden' })
    .catch(() => undefined)
  await page.waitForTimeout(550) // the drawer's 500 ms slide, so screenshots show the page
}

const sent = (wallet: TestWalletController) =>
  wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length

/** Mints `quantity` straight through anvil as dev account `index` (no page involved). */
async function mintDirect(index: number, quantity: bigint): Promise<void> {
  const account = devAccounts(index + 1)[index]
  if (!account) throw new Error(`no dev account ${index}`)
  const client = createWalletClient({ account, transport: http(stack.rpcUrl) }).extend(publicActions)
  const hash = await client.writeContract({
    chain: null,
    address: stack.deployment.collection,
    abi: collectionAbi,
    functionName: 'mint',
    args: [quantity],
    value: parseEther('0.01') * quantity,
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}

const SIZES = [
  [1280, 'light'],
  [1280, 'dark'],
  [700, 'light'],
  [700, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const

describe('Mint, Collection and My Collection', () => {
  it('shows an empty Collection and a My Collection that links to Mint', async () => {
    const { page } = await openConnected(1280, '/comingSoon', NEWCOMER)
    await page.getByText('You do not own any tokens yet.').waitFor({ timeout: 20_000 })
    await page.getByRole('link', { name: 'Mint your first' }).click()
    await page.getByRole('heading', { name: 'Mint', exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/mint')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('mints 2 tokens, then finds them in Collection and My Collection', async () => {
    const { page, wallet } = await openConnected(1280, '/mint')
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 20_000 }).toBe('0 / 10,000')
    expect(await page.getByTestId('mint-price').textContent()).toBe('0.01 ETH')
    // the contract's own art for token #1, read before anything is minted
    const caption = page.getByTestId('mint-preview-caption')
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toBe('Next: StakeMint #1')
    expect(await page.locator('.mint-preview img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await page.locator('.mint-preview img').getAttribute('alt')).toBe('StakeMint #1')
    await page.getByRole('button', { name: 'One more' }).click()
    expect(await page.getByTestId('mint-total').textContent()).toBe('0.02 ETH')
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    await page.getByText('Minted 2 tokens.').waitFor({ timeout: 30_000 })
    expect(sent(wallet)).toBe(1)
    await expect.poll(() => page.getByTestId('mint-supply').textContent()).toBe('2 / 10,000')
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toBe('Next: StakeMint #3')
    expect(await page.locator('.mint-preview img').getAttribute('alt')).toBe('StakeMint #3')
    const link = page.getByRole('status').getByRole('link', { name: 'View in My Collection' })
    expect(await link.getAttribute('href')).toBe('/comingSoon')
    await screenshot(page, 'mint-1280')

    await link.click()
    await page.getByRole('heading', { name: 'My Collection' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/comingSoon')
    await expect.poll(() => page.locator('.token-card').count(), { timeout: 20_000 }).toBe(2)
    await screenshot(page, 'my-collection-1280')

    await navigate(page, 'Collection')
    const cards = page.locator('.token-card')
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2)
    expect(await cards.locator('img').first().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await page.locator('.token-card .token-name').allTextContents()).toEqual(['StakeMint #1', 'StakeMint #2'])
    expect((await page.locator('.token-card .token-name').first().textContent())?.length).toBeGreaterThan(0)
    await screenshot(page, 'collection-1280')

    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('holds the quantity within the wallet limit', async () => {
    const { page, wallet } = await openConnected(1280, '/mint')
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 20_000 }).toBe('2 / 10,000')
    await page.getByLabel('Quantity').fill('4')
    await page.getByText('This wallet can mint 3 more.').waitFor()
    expect(await page.getByRole('button', { name: 'Mint', exact: true }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'One more' }).isDisabled()).toBe(true)
    expect(sent(wallet)).toBe(0)
    await page.close()
  })

  it('catches insufficient funds before the wallet is asked', async () => {
    const { page, wallet } = await openConnected(1280, '/mint')
    const { address } = wallet
    const balance = await anvil().getBalance({ address })
    await anvil().setBalance({ address, value: parseEther('0.015') })
    await anvil().mine({ blocks: 1 }) // the app re-reads on new blocks
    try {
      await page.getByLabel('Quantity').fill('2')
      await page
        .getByText('Insufficient funds: the mint costs 0.02 ETH and this wallet holds 0.015 ETH.')
        .waitFor({ timeout: 20_000 })
      expect(await page.getByRole('button', { name: 'Mint', exact: true }).isDisabled()).toBe(true)
      expect(sent(wallet)).toBe(0)
    } finally {
      await anvil().setBalance({ address, value: balance })
    }
    await page.close()
  })

  it('leaves the form as it was when the wallet rejects', async () => {
    const { page, wallet } = await openConnected(1280, '/mint')
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 20_000 }).toBe('2 / 10,000')
    await page.getByLabel('Quantity').fill('3')
    wallet.rejectNext('eth_sendTransaction')
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    await page.getByText('You rejected the request in your wallet.').waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Quantity').inputValue()).toBe('3')
    expect(await page.getByTestId('mint-supply').textContent()).toBe('2 / 10,000')
    expect(await page.locator('form.mint-form').getByRole('alert').count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('lays out Mint, Collection and My Collection at 390 px', async () => {
    const { page } = await openConnected(390, '/mint')
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 20_000 }).toBe('2 / 10,000')
    await screenshot(page, 'mint-390')
    for (const [path, name] of [
      ['/collection', 'collection-390'],
      ['/comingSoon', 'my-collection-390'],
    ] as const) {
      await page.goto(`${stack.appUrl}${path}`)
      await expect.poll(() => page.locator('.token-card img').count(), { timeout: 20_000 }).toBe(2)
      await screenshot(page, name)
      const overflow = await pageContentOverflow(page)
      expect(overflow).toBeLessThanOrEqual(0)
    }
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
  it('at the wallet limit says so and offers My Collection and Stake; the art shows the next id', async () => {
    // five wallets mint their five: 2 + 25 tokens, two Collection pages; wallet 4 is at its limit
    for (const index of [4, 5, 6, 7, 8]) await mintDirect(index, 5n)
    const { page } = await openConnected(1280, '/mint', 4)
    await page.getByText('Mint limit reached: this wallet has minted 5 of 5.').waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Mint', exact: true }).count()).toBe(0)
    await expect.poll(() => page.getByTestId('mint-preview-caption').textContent()).toBe('Next: StakeMint #28')
    expect(await page.getByRole('link', { name: 'Stake STK' }).getAttribute('href')).toBe('/stake')
    for (const [width, scheme] of SIZES) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await page.locator('.mint-preview img').waitFor()
      await screenshot(page, `mint-limit-${width}-${scheme}`)
      if (width !== 700) expect((await axeAudit(page, `mint limit ${width} ${scheme}`)).serious).toEqual([])
      expect(await pageContentOverflow(page)).toBeLessThanOrEqual(0)
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByRole('link', { name: 'View My Collection' }).click()
    await page.getByRole('heading', { name: 'My Collection' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/comingSoon')
    await expect.poll(() => page.locator('.token-card').count(), { timeout: 20_000 }).toBe(5)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('audits the mint form (no serious axe findings) light and dark at 1280 and 390', async () => {
    const { page } = await openConnected(1280, '/mint', 9)
    await expect
      .poll(() => page.getByTestId('mint-preview-caption').textContent(), { timeout: 20_000 })
      .toBe('Next: StakeMint #28')
    await page.getByText('0 of 5 minted').waitFor()
    for (const [width, scheme] of SIZES) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await screenshot(page, `mint-form-${width}-${scheme}`)
      if (width !== 700) expect((await axeAudit(page, `mint ${width} ${scheme}`)).serious).toEqual([])
      expect(await pageContentOverflow(page)).toBeLessThanOrEqual(0)
    }
    await page.close()
  })

  it('keeps the pager on one line at 390 and token names whole', async () => {
    const { page } = await openConnected(390, '/collection')
    const pager = page.getByRole('navigation', { name: 'Pages' })
    await pager.waitFor({ timeout: 20_000 })
    expect(await pager.getByText('Page 1 of 2').isVisible()).toBe(true)
    const tops = await pager.evaluate((nav) =>
      [...nav.children]
        .filter((child) => child.getBoundingClientRect().width > 0)
        .map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)),
    )
    expect(tops.length).toBe(3) // previous, 'Page 1 of 2', next
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2)
    expect(await page.getByRole('button', { name: 'Next →' }).isVisible()).toBe(true)
    const cut = await page
      .locator('.token-card .token-name')
      .evaluateAll((names) =>
        names.filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent),
      )
    expect(cut).toEqual([])
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await pager.scrollIntoViewIfNeeded()
      await screenshot(page, `collection-pager-390-${scheme}`)
    }
    expect(await pageContentOverflow(page)).toBeLessThanOrEqual(0)
    await page.close()
  })

  it('a mint the fee estimate refuses is not sent, and /calls says so (not pending), also after a reload', async () => {
    const { page, wallet } = await openConnected(1280, '/mint')
    await expect.poll(() => page.getByTestId('mint-supply').textContent(), { timeout: 20_000 }).toMatch(/ \/ 10,000$/)
    // The node answers the click's check of the mint (its eth_call) with the contract's refusal.
    const mintSelector = toFunctionSelector(getAbiItem({ abi: collectionAbi, name: 'mint' })).slice(2)
    const data = encodeErrorResult({ abi: collectionAbi, errorName: 'WalletLimitExceeded', args: [5n, 5n] })
    const rpcOrigin = new URL(stack.rpcUrl).origin
    await page.route(
      (url) => url.origin === rpcOrigin,
      async (route: Route) => {
        const body = route.request().postData() ?? ''
        if (!body.includes('"eth_call"') || !body.includes(mintSelector)) return route.continue()
        const response = await route.fetch()
        const refused = (call: { id?: unknown; method?: string; params?: unknown }, answer: unknown) =>
          call.method === 'eth_call' && JSON.stringify(call.params).includes(mintSelector)
            ? { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted', data } }
            : answer
        const calls = JSON.parse(body) as unknown
        const answers = (await response.json()) as unknown
        const json = Array.isArray(calls)
          ? (answers as unknown[]).map((answer, index) => refused(calls[index], answer))
          : refused(calls as { method?: string }, answers)
        await route.fulfill({ response, json })
      },
    )
    const reason = 'Each wallet may mint 5 tokens and this one has already minted 5.'
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    const toasts = page.getByRole('region', { name: 'Transaction notifications' })
    await toasts.getByText(`Not sent: ${reason}`).waitFor({ timeout: 20_000 })
    expect(sent(wallet)).toBe(0)

    await navigate(page, 'Wallet calls')
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    const mint = page
      .locator('tbody.call-operation')
      .filter({ has: page.getByRole('button', { name: 'Mint 1 token' }) })
      .last()
    const says = async () => {
      await mint.waitFor({ timeout: 20_000 })
      const head = mint.locator('tr.call-operation-row')
      return {
        outcome: await mint.getAttribute('data-outcome'),
        text: await head.locator('td[data-label="Outcome"]').textContent(),
        entries: await head.locator('td[data-label="Method"]').textContent(),
      }
    }
    const notSent = { outcome: 'not-sent', text: `not sent ${reason}`, entries: 'operation (1 entry)' }
    expect(await says()).toEqual(notSent)
    await mint.getByRole('button', { name: 'Mint 1 token' }).click()
    expect(await mint.locator('tr.call-member td[data-label="Request"]').first().textContent()).toMatch(
      new RegExp(`^Ended: not sent — ${reason}`),
    )
    await screenshot(page, 'calls-mint-not-sent-1280')

    await page.reload()
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    expect(await says()).toEqual(notSent)
    expect(await page.locator('tbody.call-operation[data-outcome="pending"]').count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

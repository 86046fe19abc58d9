import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { createWalletClient, http, parseEther } from 'viem'
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
import { anvilClient, connect, openConnected } from './journeys.ts'

// What the pages say is true of the wallet's own network and moment, in Chromium against anvil (31337 with the
// contracts, 137 without), at 1280 and 390, light and dark: another chain's figures are labelled and the forms
// offer the switch; an account page loaded with a saved session on a slow node never says 'none' before its read;
// a wallet that cannot switch gets the steps in words; a form's last outcome goes when its inputs change; every route carries the styles it needs when opened first.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ secondChain: true })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const LAYOUTS = [
  [1280, 'light'],
  [390, 'dark'],
  [1280, 'dark'],
  [390, 'light'],
] as const

async function seriousFindings(page: Page, where: string): Promise<string[]> {
  return (await axeAudit(page, where)).serious
}

describe('one network, its own numbers', () => {
  it.each(LAYOUTS)(
    'on Polygon: labelled figures, a red named pill, Switch to Localhost that switches (%i, %s)',
    async (width, scheme) => {
      const { page, wallet } = await openConnected(browser, stack, { width, path: '/stake', accountIndex: 5 })
      await page.emulateMedia({ colorScheme: scheme })
      await wallet.setChain(137)
      const note = page.getByTestId('read-chain-note').first()
      await note.waitFor({ timeout: 20_000 })
      expect(await note.textContent()).toMatch(/^Localhost figures, not Polygon's/)
      const pill = page.locator('header').getByRole('button', { name: /^Polygon Wrong network/ })
      await pill.waitFor({ timeout: 20_000 })
      expect(await pill.evaluate((element) => element.classList.contains('wallet-chain-wrong'))).toBe(true)
      // The name itself is on screen at every width, not only an icon.
      const name = pill.locator('.wallet-chain-name')
      expect(await name.isVisible()).toBe(true)
      expect(await name.textContent()).toBe('Polygon')
      const nameBox = await name.boundingBox()
      expect(nameBox?.width ?? 0).toBeGreaterThan(30)
      const switchButton = page.locator('form.stake-form').getByRole('button', { name: 'Switch to Localhost' })
      await switchButton.waitFor({ timeout: 20_000 })
      expect(await page.locator('.rewards-card').getByRole('button', { name: 'Switch to Localhost' }).count()).toBe(1)
      await screenshot(page, `honest-stake-polygon-${width}-${scheme}`)
      expect(await seriousFindings(page, `stake on Polygon ${width} ${scheme}`)).toEqual([])

      // Mint: labelled, and 'Per wallet' shows the limit instead of a skeleton that waits for nothing.
      await page.goto(`${stack.appUrl}/mint`)
      await page.getByTestId('read-chain-note').waitFor({ timeout: 20_000 })
      await expect
        .poll(() => page.getByTestId('mint-per-wallet').textContent(), { timeout: 20_000 })
        .toMatch(/^\d+ max$/)
      await page.locator('form.mint-form').getByRole('button', { name: 'Switch to Localhost' }).waitFor()
      await screenshot(page, `honest-mint-polygon-${width}-${scheme}`)
      expect(await seriousFindings(page, `mint on Polygon ${width} ${scheme}`)).toEqual([])

      // Home: its live totals are labelled the same way.
      await page.goto(`${stack.appUrl}/`)
      const homeNote = page.locator('.home-stats').getByTestId('read-chain-note')
      await homeNote.waitFor({ timeout: 20_000 })
      expect(await homeNote.textContent()).toMatch(/^Localhost figures, not Polygon's/)
      await screenshot(page, `honest-home-polygon-${width}-${scheme}`)
      expect(await seriousFindings(page, `home on Polygon ${width} ${scheme}`)).toEqual([])

      await page.goto(`${stack.appUrl}/mint`)
      await page.locator('form.mint-form').getByRole('button', { name: 'Switch to Localhost' }).click()
      await page.getByRole('button', { name: 'Mint', exact: true }).waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('read-chain-note').count()).toBe(0)
      expect(wallet.requests.map((request) => request.method)).toContain('wallet_switchEthereumChain')
      await page.locator('header').getByRole('button', { name: 'Localhost, switch networks' }).waitFor()
      await screenshot(page, `honest-mint-switched-${width}-${scheme}`)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    },
  )
})

describe('a wallet that cannot switch', () => {
  it.each([
    [1280, 'light'],
    [390, 'dark'],
  ] as const)(
    'a switch failing with another error than 4902 or 4001, then a wallet without the method: the steps in words (%i, %s)',
    async (width, scheme) => {
      const { page, wallet } = await openConnected(browser, stack, { width, path: '/mint', accountIndex: 5 })
      await page.emulateMedia({ colorScheme: scheme })
      await wallet.setChain(137)
      const form = page.locator('form.mint-form')
      const switchButton = form.getByRole('button', { name: 'Switch to Localhost' })
      await switchButton.waitFor({ timeout: 20_000 })

      wallet.failNext('wallet_switchEthereumChain', { code: -32603, message: 'Internal JSON-RPC error.' })
      await switchButton.click()
      const steps = form.getByRole('alert')
      await steps.waitFor({ timeout: 20_000 })
      const text = (await steps.textContent()) ?? ''
      expect(text).toContain('To switch in your wallet instead:')
      expect(text).toContain('Open your wallet and its list of networks.')
      expect(text).toMatch(
        /Choose Localhost\. If it is not listed, add it: chain ID 31337, RPC http:\/\/127\.0\.0\.1:\d+, currency ETH\./,
      )
      expect(text).toContain("Come back to this page: it follows your wallet's network.")
      expect(wallet.chainId).toBe(137)
      await steps.scrollIntoViewIfNeeded()
      await screenshot(page, `honest-cannot-switch-${width}-${scheme}`)
      expect(await seriousFindings(page, `cannot switch ${width} ${scheme}`)).toEqual([])

      // A wallet without the method: the catalogue sentence, the same steps.
      wallet.failNext('wallet_switchEthereumChain', { code: 4200, message: 'The method is not supported.' })
      await switchButton.click()
      await expect
        .poll(() => steps.textContent(), { timeout: 20_000 })
        .toContain('Your wallet does not support switching networks from this app.')
      expect(await steps.locator('ol li').count()).toBe(3)

      // The steps followed in the wallet: the page follows it, and the form is back.
      await wallet.setChain(31337)
      await page.getByRole('button', { name: 'Mint', exact: true }).waitFor({ timeout: 20_000 })
      expect(await form.getByRole('alert').count()).toBe(0)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    },
  )
})

describe('no false empties', () => {
  it.each([
    [1280, 'light'],
    [390, 'dark'],
  ] as const)(
    'a saved session on a slow node: skeletons until the account read answers (%i, %s)',
    async (width, scheme) => {
      // Dev account 6 owns two tokens, minted straight on the chain.
      const owner = devAccounts(7)[6]
      if (!owner) throw new Error('no dev account 6')
      const chain = { ...(await import('viem/chains')).foundry, rpcUrls: { default: { http: [stack.rpcUrl] } } }
      const writer = createWalletClient({ account: owner, chain, transport: http(stack.rpcUrl) })
      if (width === 1280) {
        const hash = await writer.writeContract({
          address: stack.deployment.collection,
          abi: collectionAbi,
          functionName: 'mint',
          args: [2n],
          value: parseEther('0.02'),
        })
        await anvilClient(stack).waitForTransactionReceipt({ hash })
      }
      const page = await newPage(browser, { width })
      await page.emulateMedia({ colorScheme: scheme })
      await installTestWallet(page, stack, {
        announce: 'eip6963',
        name: 'Test Wallet',
        rdns: 'test.wallet',
        accountIndex: 6,
      })
      await page.goto(`${stack.appUrl}/`)
      await connect(page)
      // The saved session, then a slow node: every call the page makes to anvil waits 1.5 s.
      await page.route(`${stack.rpcUrl}**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue().catch(() => undefined)
      })
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { falseEmpties: seen })
        new MutationObserver(() => {
          const text = document.body?.textContent ?? ''
          if (text.includes('You do not own any tokens yet')) seen.push('collection')
          if (text.includes('No stakes yet')) seen.push('stakes')
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await page.goto(`${stack.appUrl}/comingSoon`)
      await page.getByText(/^2 tokens in this wallet\.$/).waitFor({ timeout: 40_000 })
      await screenshot(page, `honest-my-collection-slow-${width}-${scheme}`)
      await page.goto(`${stack.appUrl}/stake`)
      await page.getByText('No stakes yet. Stake STK above to start earning.').waitFor({ timeout: 40_000 })
      await expect.poll(() => page.getByTestId('position-nfts').textContent(), { timeout: 20_000 }).toBe('2')
      const seen = await page.evaluate(() => (window as unknown as { falseEmpties: string[] }).falseEmpties)
      expect(seen.filter((what) => what === 'collection')).toEqual([])
      expect(await seriousFindings(page, `stake slow ${width} ${scheme}`)).toEqual([])
      await page.close()
    },
  )
})

describe('feedback belongs to its moment', () => {
  it.each([
    [1280, 'light'],
    [390, 'dark'],
  ] as const)(
    'Max clears the stake line; one unlocked stake beside a locked one is ready to withdraw now (%i, %s)',
    async (width, scheme) => {
      const accountIndex = width === 1280 ? 7 : 8
      const { page } = await openConnected(browser, stack, { width, path: '/stake', accountIndex })
      await page.emulateMedia({ colorScheme: scheme })
      await expect.poll(() => page.getByTestId('stk-balance').textContent(), { timeout: 20_000 }).toMatch(/STK$/)
      const stakeFor = async (amount: string, period: string) => {
        await page.getByLabel('Amount').fill(amount)
        await page.locator('label.lock-option', { hasText: period }).click()
        await page.locator('form.stake-form button[type="submit"]').click()
      }
      await stakeFor('1', '30 days')
      const line = page.getByText('Staked 1 STK for 30 days.')
      await line.waitFor({ timeout: 30_000 })
      const max = page.getByRole('button', { name: 'Max' })
      await max.click()
      await line.waitFor({ state: 'detached', timeout: 2000 })
      // Pressed, Max wears the primary button's fill: the field holds the whole balance.
      expect(await max.getAttribute('aria-pressed')).toBe('true')
      // Polled: both fills ease in over 125 ms (a background-color transition), so one read can land halfway.
      const fill = (button: Locator) => button.evaluate((node) => getComputedStyle(node).backgroundColor)
      const submit = page.locator('form.stake-form button[type="submit"]')
      await expect.poll(async () => (await fill(max)) === (await fill(submit))).toBe(true)
      await screenshot(page, `stake-max-pressed-${width}-${scheme}`)
      await stakeFor('2', '90 days')
      const second = page.getByText('Staked 2 STK for 90 days.')
      await second.waitFor({ timeout: 30_000 })
      await page.locator('label.lock-option', { hasText: '30 days' }).click()
      await second.waitFor({ state: 'detached', timeout: 2000 })
      await anvilClient(stack).increaseTime({ seconds: 31 * 86_400 })
      await anvilClient(stack).mine({ blocks: 1 })
      await expect
        .poll(() => page.getByTestId('position-next-unlock').textContent(), { timeout: 30_000 })
        .toBe('Ready to withdraw now')
      expect(
        await page
          .locator('.position-card')
          .getByText(/^Next unlock in \d+ d/)
          .count(),
      ).toBe(1)
      await screenshot(page, `honest-ready-to-withdraw-${width}-${scheme}`)
      expect(await seriousFindings(page, `stake ready ${width} ${scheme}`)).toEqual([])
      expect(pageErrors(page)).toEqual([])
      await page.close()
    },
  )
})

describe('each page carries its own styles', () => {
  it.each(LAYOUTS)('Mint opened first shows its quantity error in the error colour (%i, %s)', async (width, scheme) => {
    const { page } = await openConnected(browser, stack, { width, path: '/mint', accountIndex: 9 })
    await page.emulateMedia({ colorScheme: scheme })
    const quantity = page.getByLabel('Quantity')
    await quantity.waitFor({ timeout: 20_000 })
    await quantity.fill('0')
    const error = page.locator('#mint-quantity-error')
    await expect.poll(() => error.textContent(), { timeout: 10_000 }).not.toBe('')
    const colours = await error.evaluate((element) => ({
      text: getComputedStyle(element).color,
      probe: (() => {
        const probe = document.createElement('span')
        probe.style.color = 'var(--color-error)'
        document.body.append(probe)
        const colour = getComputedStyle(probe).color
        probe.remove()
        return colour
      })(),
    }))
    expect(colours.text).toBe(colours.probe)
    await screenshot(page, `honest-mint-error-first-${width}-${scheme}`)
    expect(await seriousFindings(page, `mint error ${width} ${scheme}`)).toEqual([])
    await page.close()
  })
})

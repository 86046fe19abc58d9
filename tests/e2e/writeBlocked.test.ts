import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { createWalletClient, http, publicActions, type Hex } from 'viem'
import { devAccounts } from '../../scripts/stack/index.ts'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi/index.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from '../../src/app/nodeUnreachable.ts'
import { localChain } from '../../src/chains/index.ts'
import {
  axeAudit,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type NodeProxy,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'
import {
  anvilClient,
  connectDevWallet,
  devAddress,
  devWalletPrompt,
  fillStake,
  openConnected,
  requestCount,
} from './journeys.ts'

// Never a wallet prompt that cannot succeed, in Chromium against anvil. The app's node goes away (a hop in front of
// anvil, harness/nodeProxy.ts): Stake, Claim, Withdraw and Mint are disabled with the reason under each, and neither
// the test wallet nor the Dev Wallet is asked for anything. A mint whose estimate reverts (an account whose code
// refuses NFTs) is disabled with the contract's error in words, and nothing reaches the wallet.
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

const DAY = 86_400
const WEI = 10n ** 18n
const WRITE_METHODS = ['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTypedData_v4']
const writeRequests = (wallet: TestWalletController) =>
  WRITE_METHODS.reduce((sum, method) => sum + requestCount(wallet, method), 0)
const staleNotice = (page: Page) => page.getByText('Could not reach the chain: these figures may be out of date.')

/** `index` stakes `amount` STK for 30 days straight on anvil (not through the app). */
async function stakeOnChain(index: number, amount: bigint): Promise<void> {
  const account = devAccounts(index + 1)[index]
  if (!account) throw new Error(`no dev account ${index}`)
  const wallet = createWalletClient({ account, chain: localChain(stack.rpcUrl), transport: http(stack.rpcUrl) }).extend(
    publicActions,
  )
  const { stakeToken, staking } = stack.deployment
  for (const hash of [
    await wallet.writeContract({
      address: stakeToken,
      abi: stakeTokenAbi,
      functionName: 'approve',
      args: [staking, amount],
    }),
    await wallet.writeContract({ address: staking, abi: stakingAbi, functionName: 'stake', args: [amount, 30 * DAY] }),
  ])
    await wallet.waitForTransactionReceipt({ hash })
}

/** The button is disabled and its description (aria-describedby) is the line shown under it. */
async function disabledWith(button: Locator): Promise<string> {
  expect(await button.isDisabled()).toBe(true)
  const id = await button.getAttribute('aria-describedby')
  expect(id).toBeTruthy()
  const line = button.page().locator(`[id="${id}"]`)
  expect(await line.isVisible()).toBe(true)
  return (await line.textContent()) ?? ''
}

async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label, exact: true }).click()
  await page.getByRole('heading', { name: label, exact: true, level: 1 }).waitFor({ timeout: 20_000 })
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' })
}

/**
 * The browser's own line for a call to the node while it is down, or a read the app logged as failed for that reason
 * (the next token's art, read on arriving at Mint: useTokenPage logs it); any other console error is the app's.
 */
const nodeRequestFailed = (error: string) =>
  (/^Failed to load resource: net::ERR_[A-Z_]+ \(/.test(error) && error.includes(`(${node.url}/`)) ||
  (error.startsWith('ContractFunctionExecutionError: HTTP request failed.') && error.includes(`URL: ${node.url}`))

describe('the node is down: every write waits, says why, and asks the wallet nothing', () => {
  it('Stake, Claim, Withdraw and Mint are disabled with the reason; Enter sends nothing; back when the node is', async () => {
    const index = 3
    await stakeOnChain(index, 50n * WEI)
    await anvilClient(stack).increaseTime({ seconds: 31 * DAY })
    await anvilClient(stack).mine({ blocks: 1 })
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: index })
    await fillStake(page, '5')
    const stakeButton = page.getByRole('button', { name: /^(Stake|Approve & stake)$/ })
    const claim = page.getByRole('button', { name: 'Claim rewards' })
    const withdraw = page.locator('li[data-stake-id="1"]').getByRole('button', { name: /^Withdraw/ })
    await expect.poll(() => withdraw.isEnabled(), { timeout: 20_000 }).toBe(true)
    expect(await claim.isEnabled()).toBe(true)

    await node.stop()
    try {
      await staleNotice(page).first().waitFor({ timeout: 30_000 })
      await expect.poll(() => stakeButton.isDisabled(), { timeout: 10_000 }).toBe(true)
      for (const button of [stakeButton, claim, withdraw])
        expect(await disabledWith(button)).toBe(CHAIN_UNREACHABLE_MESSAGE)
      expect(await page.getByText(/contract function|HTTP request failed/).count()).toBe(0)
      // Enter in the amount submits the form: it stays put.
      await page.getByLabel('Amount').press('Enter')
      await page.waitForTimeout(1500)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await screenshot(page, `write-blocked-node-down-stake-${width}`)
      }
      await page.setViewportSize({ width: 1280, height: 900 })
      expect((await axeAudit(page, 'stake page, node down')).serious).toEqual([])

      await navigate(page, 'Mint')
      const mint = page.getByRole('button', { name: 'Mint', exact: true })
      await expect.poll(() => mint.isVisible(), { timeout: 20_000 }).toBe(true)
      expect(await disabledWith(mint)).toBe(CHAIN_UNREACHABLE_MESSAGE)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await screenshot(page, `write-blocked-node-down-mint-${width}`)
      }
      await page.setViewportSize({ width: 1280, height: 900 })
      expect(writeRequests(wallet)).toBe(0)
    } finally {
      await node.start()
    }
    // The node is back: the next read clears the reason and the write is offered again.
    const mint = page.getByRole('button', { name: 'Mint', exact: true })
    await expect.poll(() => mint.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(await mint.getAttribute('aria-describedby')).toBeNull()
    expect(pageErrors(page).filter((error) => !nodeRequestFailed(error))).toEqual([])
    await page.close()
  })

  it('the Dev Wallet: its prompt never opens while the node is down', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/stake`)
    await connectDevWallet(page)
    await fillStake(page, '5')
    await expect
      .poll(() => page.getByTestId('stake-cost').textContent(), { timeout: 10_000 })
      .toContain('1 confirmation in your wallet')
    await node.stop()
    try {
      await staleNotice(page).first().waitFor({ timeout: 30_000 })
      const stakeButton = page.getByRole('button', { name: 'Stake', exact: true })
      await expect.poll(() => stakeButton.isDisabled(), { timeout: 10_000 }).toBe(true)
      expect(await disabledWith(stakeButton)).toBe(CHAIN_UNREACHABLE_MESSAGE)
      await page.getByLabel('Amount').press('Enter')
      await page.waitForTimeout(2000)
      expect(await devWalletPrompt(page).count()).toBe(0)
    } finally {
      await node.start()
    }
    expect(
      await anvilClient(stack).readContract({
        address: stack.deployment.staking,
        abi: stakingAbi,
        functionName: 'stakesOf',
        args: [devAddress(0)],
      }),
    ).toEqual([])
    await page.close()
  })
})

describe('a mint whose estimate reverts is not offered', () => {
  it('an account whose code refuses NFTs: Mint disabled with ERC721InvalidReceiver in words, the wallet asked nothing', async () => {
    const index = 5
    const user = devAddress(index)
    // An EIP-7702 delegation to a contract without onERC721Received (the token): _safeMint to it reverts.
    const delegation = `0xef0100${stack.deployment.stakeToken.slice(2)}` as Hex
    await anvilClient(stack).setCode({ address: user, bytecode: delegation })
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/mint', accountIndex: index })
    const mint = page.getByRole('button', { name: 'Mint', exact: true })
    const sentence = `The account ${user} cannot receive NFTs: it is a contract that does not accept them.`
    await expect.poll(() => page.locator('.disabled-reason').textContent(), { timeout: 30_000 }).toBe(sentence)
    expect(await disabledWith(mint)).toBe(sentence)
    expect(await page.getByText(/contract function|reverted/).count()).toBe(0)
    await page.getByLabel('Quantity').press('Enter')
    await page.waitForTimeout(1500)
    expect(writeRequests(wallet)).toBe(0)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `write-blocked-mint-reverts-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    expect((await axeAudit(page, 'mint, estimate reverts')).serious).toEqual([])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

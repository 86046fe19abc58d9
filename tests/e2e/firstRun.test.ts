import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../../src/app/abi/index.ts'
import {
  decodeQr,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startPhoneWalletDriver,
  startStack,
  type PhoneWalletDriver,
  type Stack,
} from './harness/index.ts'
import { anvilClient, connectDevWallet, devAddress, devWalletPrompt, fillStake, stakesOf } from './journeys.ts'

// README.md's First run, in its order, with the Dev Wallet (dev account #0, held by the page): connect, stake
// (approve + stake as one wallet_sendCalls confirmation, which delegates the account to the BatchExecutor), mint
// (the delegated account receives the NFT through _safeMint), find it in My Collection, move chain time as
// `npm run chain:time` does, claim, withdraw; then the tokens and balances are read on chain.
// Then the same with the Dev Phone Wallet (dev account #1) over WalletConnect through the stack's relay.
let stack: Stack
let browser: Browser
let phone: PhoneWalletDriver

beforeAll(async () => {
  stack = await startStack({ wcRelay: true })
  ;[browser, phone] = await Promise.all([launchBrowser(), startPhoneWalletDriver(stack)])
})

afterAll(async () => {
  await phone?.close()
  await browser?.close()
  await stack?.stop()
})

const DAY = 86_400
const WEI = 10n ** 18n
const anvil = () => anvilClient(stack)
const devPrompt = devWalletPrompt

/** What `npm run chain:time -- <n>d` does (scripts/chainTime.ts): evm_increaseTime, then evm_mine. */
async function chainTime(seconds: number): Promise<void> {
  await anvil().increaseTime({ seconds })
  await anvil().mine({ blocks: 1 })
}

/** The Dev Wallet's prompt asks for `heading`; approved, it closes. */
async function approveInDevWallet(page: Page, heading: string | RegExp): Promise<string> {
  const prompt = devPrompt(page)
  await prompt.getByRole('heading', { name: heading }).waitFor({ timeout: 30_000 })
  const text = (await prompt.textContent()) ?? ''
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => devPrompt(page).count(), { timeout: 10_000 }).toBe(0)
  return text
}

async function open(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link, exact: true }).click()
  await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor({ timeout: 20_000 })
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' })
}

const read = {
  stk: (owner: `0x${string}`) =>
    anvil().readContract({
      address: stack.deployment.stakeToken,
      abi: stakeTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    }),
  nftBalance: (owner: `0x${string}`) =>
    anvil().readContract({
      address: stack.deployment.collection,
      abi: collectionAbi,
      functionName: 'balanceOf',
      args: [owner],
    }),
  ownerOf: (tokenId: bigint) =>
    anvil().readContract({
      address: stack.deployment.collection,
      abi: collectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
}

describe("README's First run, in its order", () => {
  it('Dev Wallet: connect, stake in one confirmation, mint, My Collection, claim, withdraw; checked on chain', async () => {
    const user = devAddress(0)
    const stkBefore = await read.stk(user)
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/stake`)

    // Connect: 'Connect Wallet' → Dev Wallet → Approve.
    await connectDevWallet(page)

    // Stake: 1 confirmation in the wallet, approve + stake as one batch.
    await fillStake(page, '100')
    await expect
      .poll(() => page.getByTestId('stake-cost').textContent(), { timeout: 10_000 })
      .toContain('1 confirmation in your wallet')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await approveInDevWallet(page, 'Dev Wallet: Send 2 calls as one transaction')
    await page.getByText('Staked 100 STK for 30 days.').waitFor({ timeout: 30_000 })
    // The account now runs the BatchExecutor (an EIP-7702 delegation: 0xef0100 ‖ address).
    const code = await anvil().getCode({ address: user })
    expect(code?.toLowerCase()).toBe(`0xef0100${stack.deployment.batchExecutor.slice(2).toLowerCase()}`)

    // Mint: the delegated account takes the token through _safeMint's receiver check.
    await open(page, 'Mint', 'Mint')
    await expect.poll(() => page.getByTestId('mint-total').textContent(), { timeout: 20_000 }).toBe('0.01 ETH')
    await expect.poll(() => page.getByTestId('mint-fee').textContent(), { timeout: 20_000 }).toMatch(/up to/)
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    expect(await approveInDevWallet(page, /^Dev Wallet: /)).toMatch(/Collection: mint\(/)
    await page.getByText('Minted 1 token.').waitFor({ timeout: 30_000 })
    await screenshot(page, 'first-run-minted-1280')

    // My Collection shows it.
    await page.getByRole('status').getByRole('link', { name: 'View in My Collection' }).click()
    await page.getByRole('heading', { name: 'My Collection' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('.token-card').count(), { timeout: 20_000 }).toBe(1)
    expect(await page.locator('.token-card .token-name').allTextContents()).toEqual(['StakeMint #1'])

    await claimThenWithdraw(page, 1, async (call) => {
      expect(await approveInDevWallet(page, /^Dev Wallet: /)).toContain(`Staking: ${call}(`)
    })
    await screenshot(page, 'first-run-withdrawn-1280')

    await expectSpentStakeAndToken(user, stkBefore)
    expect(await devPrompt(page).count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('Dev Phone Wallet over WalletConnect: the same journey, each request approved in the phone wallet', async () => {
    const user = devAddress(1)
    const stkBefore = await read.stk(user)
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/stake`)
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: /^Rainbow/ }).click()
    await dialog.getByTestId('qr-code').waitFor({ state: 'visible', timeout: 30_000 })
    await phone.pair((await decodeQr(page)) ?? '')
    await phone.approveSession(await phone.nextProposal())
    await page
      .locator('header')
      .getByRole('button', { name: /^Account / })
      .waitFor({ timeout: 30_000 })

    // No atomic batches over WalletConnect here: a permit signature, then one transaction.
    await fillStake(page, '100')
    await page.getByText('Takes a signature, then 1 transaction.').waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await approveInPhone('eth_signTypedData_v4')
    await approveInPhone('eth_sendTransaction')
    await page.getByText('Staked 100 STK for 30 days.').waitFor({ timeout: 30_000 })

    await open(page, 'Mint', 'Mint')
    await expect.poll(() => page.getByTestId('mint-fee').textContent(), { timeout: 20_000 }).toMatch(/up to/)
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    await approveInPhone('eth_sendTransaction')
    await page.getByText('Minted 1 token.').waitFor({ timeout: 30_000 })
    await page.getByRole('status').getByRole('link', { name: 'View in My Collection' }).click()
    await page.getByRole('heading', { name: 'My Collection' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('.token-card').count(), { timeout: 20_000 }).toBe(1)

    await claimThenWithdraw(page, 2, () => approveInPhone('eth_sendTransaction'))

    await expectSpentStakeAndToken(user, stkBefore, 2n)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

/**
 * Ten days on (as `npm run chain:time -- 10d`), claim what accrued; once the 30-day lock of stake `stakeId` (100 STK)
 * ends, withdraw it. `approve` answers the wallet's request for `call` ('claim', 'withdraw').
 */
async function claimThenWithdraw(
  page: Page,
  stakeId: number,
  approve: (call: 'claim' | 'withdraw') => Promise<unknown>,
): Promise<void> {
  await chainTime(10 * DAY)
  await open(page, 'Stake', 'Stake')
  await expect
    .poll(() => page.getByTestId('pending-reward').textContent(), { timeout: 20_000 })
    .toMatch(/^0\.13\d* STK$/)
  await page.getByRole('button', { name: 'Claim rewards' }).click()
  await approve('claim')
  await page.getByText(/^Claimed 0\.13\d* STK\.$/).waitFor({ timeout: 30_000 })

  await chainTime(21 * DAY)
  const row = page.locator(`li[data-stake-id="${stakeId}"]`)
  await expect.poll(() => row.locator('.pill').textContent(), { timeout: 20_000 }).toBe('Unlocked')
  await row.getByRole('button', { name: 'Withdraw' }).click()
  await approve('withdraw')
  await page.getByText(new RegExp(`^Stake #${stakeId} withdrawn: 100 \\+ [\\d.]+ STK\\.$`)).waitFor({ timeout: 30_000 })
  await expect.poll(() => row.locator('.pill').textContent(), { timeout: 20_000 }).toBe('Withdrawn')
}

/** The phone wallet's next request is `method`; approved as a person would. */
async function approveInPhone(method: string): Promise<void> {
  const request = await phone.nextRequest(30_000)
  expect(request.params.request.method).toBe(method)
  await phone.approveRequest(request)
}

/**
 * On chain: the principal is back with the whole reward, the one stake is spent, and token `tokenId` (the account's
 * only one) is the account's.
 */
async function expectSpentStakeAndToken(user: `0x${string}`, stkBefore: bigint, tokenId = 1n): Promise<void> {
  const [stake] = await stakesOf(stack, user)
  const fullReward = await anvil().readContract({
    address: stack.deployment.staking,
    abi: stakingAbi,
    functionName: 'rewardFor',
    args: [100n * WEI, 30 * DAY],
  })
  expect(stake).toMatchObject({ amount: 100n * WEI, withdrawn: true, claimed: fullReward, reward: 0n })
  expect(fullReward).toBeGreaterThan(0n)
  expect(await read.stk(user)).toBe(stkBefore + fullReward)
  expect(await read.nftBalance(user)).toBe(1n)
  expect((await read.ownerOf(tokenId)).toLowerCase()).toBe(user.toLowerCase())
}

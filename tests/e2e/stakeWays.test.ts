import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { decodeFunctionData, type Address, type Hash } from 'viem'
import { stakingAbi } from '../../src/app/abi/index.ts'
import { verifyCallLog } from '../../src/wallet/index.ts'
import {
  axeAudit,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'
import {
  anvilClient,
  devAddress,
  fillStake,
  historyAfterReload,
  openConnected,
  stakesOf as stakesOfOn,
} from './journeys.ts'

// One stake per kind of wallet, in Chromium against anvil, each checked on chain and in the history
// after a reload: the Dev Wallet (EIP-5792 batch through EIP-7702: one confirmation), a wallet that
// signs typed data (permit: a signature, then one transaction), a wallet with neither (approve, then
// stake). Then a rejected batch, a rejected permit and a rejected second step.
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

const anvil = () => anvilClient(stack)
const accountAt = devAddress
const stakesOf = (user: Address) => stakesOfOn(stack, user)
const requestsOf = (wallet: TestWalletController, method: string) =>
  wallet.requests.filter((request) => request.method === method)
const devPrompt = (page: Page) => page.locator('[data-dev-wallet-prompt]')
const costText = (page: Page) => page.getByTestId('stake-cost').textContent()

async function connectDevWallet(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: /^Dev Wallet/ }).click({ timeout: 20_000 })
  await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
  await page
    .locator('header')
    .getByRole('button', { name: /^Account / })
    .waitFor({ timeout: 20_000 })
}

/** A new page on /stake with the Dev Wallet connected and `amount` filled in, announced as one batch. */
async function devWalletStakeForm(amount: string): Promise<Page> {
  const page = await newPage(browser, { width: 1280 })
  await page.goto(`${stack.appUrl}/stake`)
  await connectDevWallet(page)
  await fillStake(page, amount)
  await expect.poll(() => costText(page), { timeout: 10_000 }).toContain('1 confirmation in your wallet')
  return page
}

describe('a stake takes what the wallet allows', () => {
  it('Dev Wallet: one confirmation for approve + stake as one EIP-5792 batch, one EIP-7702 transaction', async () => {
    const page = await devWalletStakeForm('17')
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `stake-cost-batch-${width}`)
    }
    expect((await axeAudit(page, 'stake form with its cost')).serious).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Stake', exact: true }).click()

    const prompt = devPrompt(page)
    await prompt
      .getByRole('heading', { name: 'Dev Wallet: Send 2 calls as one transaction' })
      .waitFor({ timeout: 20_000 })
    // The batch in words, decoded with the app's ABIs: the approve, then the stake.
    expect(await prompt.textContent()).toMatch(/1\. StakeToken: approve\(.*17 STK\)/)
    expect(await prompt.textContent()).toMatch(/2\. Staking: stake\(amount: 17 STK/)
    await screenshot(page, 'dev-wallet-batch-prompt-1280')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Staked 17 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(await devPrompt(page).count()).toBe(0) // that one prompt was all

    const user = accountAt(0)
    expect((await stakesOf(user)).map((stake) => stake.amount)).toEqual([17n * 10n ** 18n])
    const history = await historyAfterReload(page, 1)
    expect(history[0]).toMatch(/^Stake 17 STK for 30 daysConfirmed/)
    // One transaction from the account to itself, type 4 (EIP-7702), that staked.
    const block = await anvil().getBlock({ includeTransactions: true })
    const batch = block.transactions.find((tx) => tx.from.toLowerCase() === user.toLowerCase())
    expect(batch?.type).toBe('eip7702')
    expect(batch?.to?.toLowerCase()).toBe(user.toLowerCase())
    const receipt = await anvil().getTransactionReceipt({ hash: batch?.hash as Hash })
    expect(receipt.status).toBe('success')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a wallet that signs typed data: a permit signature, then one stakeWithPermit transaction', async () => {
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: 2 })
    await fillStake(page, '17')
    await expect.poll(() => costText(page), { timeout: 10_000 }).toContain('a signature, then 1 transaction')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('Staked 17 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestsOf(wallet, 'wallet_sendCalls')).toHaveLength(0)
    expect(requestsOf(wallet, 'eth_signTypedData_v4')).toHaveLength(1)
    const sent = requestsOf(wallet, 'eth_sendTransaction')
    expect(sent).toHaveLength(1)
    const [transaction] = (sent[0]?.params ?? []) as [{ data: `0x${string}` }?]
    if (!transaction) throw new Error('eth_sendTransaction without a transaction')
    const { data } = transaction
    expect(decodeFunctionData({ abi: stakingAbi, data }).functionName).toBe('stakeWithPermit')

    const user = accountAt(2)
    expect((await stakesOf(user)).map((stake) => stake.amount)).toEqual([17n * 10n ** 18n])
    const history = await historyAfterReload(page, 1)
    expect(history[0]).toMatch(/^Stake 17 STK for 30 daysConfirmed/)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a wallet with neither: approve, then stake, after a sentence saying the permit was refused', async () => {
    const { page, wallet } = await openConnected(browser, stack, {
      width: 1280,
      path: '/stake',
      accountIndex: 3,
      signsTypedData: false,
    })
    await fillStake(page, '17')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page
      .getByText('Your wallet did not sign the permit, so this takes 2 transactions: approve, then stake.')
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByText('Staked 17 STK for 30 days.').waitFor({ timeout: 30_000 })
    expect(requestsOf(wallet, 'eth_sendTransaction')).toHaveLength(2)
    expect((await stakesOf(accountAt(3))).map((stake) => stake.amount)).toEqual([17n * 10n ** 18n])
    // Now known: the form announces the two transactions before the next click.
    await fillStake(page, '1')
    await expect.poll(() => costText(page)).toContain('2 transactions: approve, then stake')
    const history = await historyAfterReload(page, 2)
    expect(history.map((row) => row.replace(/Confirmed.*$/, 'Confirmed'))).toEqual([
      'Stake 17 STK for 30 daysConfirmed',
      'Approve 17 STK for stakingConfirmed',
    ])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

describe('a refusal leaves a clear state and nothing half-recorded', () => {
  it('a rejected batch in the Dev Wallet: nothing sent, nothing recorded, the form as it was', async () => {
    const page = await devWalletStakeForm('5')
    const nonce = await anvil().getTransactionCount({ address: accountAt(0) })
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await devPrompt(page).getByRole('button', { name: 'Reject' }).click({ timeout: 20_000 })
    await page.getByText('You rejected the request in your wallet.').first().waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Amount').inputValue()).toBe('5')
    expect(await anvil().getTransactionCount({ address: accountAt(0) })).toBe(nonce)
    // this page's history starts empty: the rejected batch added nothing to it
    const history = await historyAfterReload(page, 0)
    expect(history).toEqual([])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a rejected permit: no transaction, no history entry', async () => {
    const { page, wallet } = await openConnected(browser, stack, { width: 1280, path: '/stake', accountIndex: 4 })
    await fillStake(page, '5')
    await expect.poll(() => costText(page), { timeout: 10_000 }).toContain('a signature, then 1 transaction')
    wallet.rejectNext('eth_signTypedData_v4')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await page.getByText('You rejected the request in your wallet.').first().waitFor({ timeout: 20_000 })
    expect(requestsOf(wallet, 'eth_sendTransaction')).toHaveLength(0)
    expect(await stakesOf(accountAt(4))).toEqual([])
    // a rejection is an answer, not an inability: the permit is still offered
    expect(await costText(page)).toContain('a signature, then 1 transaction')
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a rejected second step: the approval stays recorded as sent, the stake is cancelled and nothing staked', async () => {
    const { page, wallet } = await openConnected(browser, stack, {
      width: 1280,
      path: '/stake',
      accountIndex: 5,
      signsTypedData: false,
    })
    await fillStake(page, '5')
    const releaseApprove = wallet.holdNext('eth_sendTransaction')
    wallet.rejectNext('eth_sendTransaction') // queued after the held approve: the stake
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    releaseApprove()
    const toasts = page.getByRole('region', { name: 'Transaction notifications' })
    await toasts
      .getByText('Cancelled in your wallet: the earlier step went through, this one was not sent.')
      .waitFor({ timeout: 30_000 })
    expect(await stakesOf(accountAt(5))).toEqual([])
    const history = await historyAfterReload(page, 1)
    expect(history.map((row) => row.replace(/Confirmed.*$/, 'Confirmed'))).toEqual([
      'Approve 5 STK for stakingConfirmed',
    ])
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

interface LoggedEntry {
  readonly seq: number
  readonly operationId: string
  readonly kind: string
  readonly origin: string
  readonly method: string
  readonly params?: unknown
  readonly outcome: string
  readonly result?: unknown
}

/** The call log's NDJSON export, as the Wallet calls page downloads it. */
async function exportedCallLog(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Wallet calls' }).click()
  await page.getByRole('heading', { name: 'Wallet calls' }).waitFor({ timeout: 20_000 })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export NDJSON' }).click(),
  ])
  return readFileSync(await download.path(), 'utf8')
}

describe('the call log as evidence of a stake', () => {
  it('one Stake click is one operation: its batch, status polls and receipt outcome share one operationId', async () => {
    const page = await devWalletStakeForm('3')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await devPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })
    await page.getByText('Staked 3 STK for 30 days.').waitFor({ timeout: 30_000 })

    const text = await exportedCallLog(page)
    expect(await verifyCallLog(text)).toMatchObject({ ok: true })
    const entries = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => JSON.parse(line) as LoggedEntry)
    const opened = entries.filter((entry) => entry.kind === 'marker' && entry.method === 'operation')
    const stakeOperation = opened.find(
      (entry) => (entry.params as { label?: string }).label === 'Stake 3 STK for 30 days',
    )
    if (!stakeOperation) throw new Error('no operation marker for the stake')
    const { operationId } = stakeOperation
    const ofStake = entries.filter((entry) => entry.operationId === operationId)
    const methods = ofStake.map((entry) => `${entry.kind} ${entry.method}`)
    expect(methods[0]).toBe('marker operation')
    expect(methods).toContain('request wallet_sendCalls')
    expect(methods).toContain('request wallet_getCallsStatus')
    expect(ofStake.filter((entry) => entry.kind === 'receipt')).toEqual([
      expect.objectContaining({ origin: 'app', outcome: 'ok', result: expect.objectContaining({ status: 'success' }) }),
    ])
    // The app ended it: one end marker, its last entry.
    expect(methods.filter((method) => method === 'marker operation-end')).toHaveLength(1)
    expect(ofStake.at(-1)).toMatchObject({ kind: 'marker', method: 'operation-end', params: { status: 'succeeded' } })
    // Every request the stake caused is in its operation, none in another one.
    const batchRequests = entries.filter((entry) => /^wallet_(sendCalls|getCallsStatus)$/.test(entry.method))
    expect(new Set(batchRequests.map((entry) => entry.operationId))).toEqual(new Set([operationId]))
    // The capability query before the click (the form announces the way) is an operation of its own.
    const capabilities = entries.filter((entry) => entry.method === 'wallet_getCapabilities')
    expect(capabilities).toHaveLength(1)
    expect(capabilities[0]?.operationId).not.toBe(operationId)
    // The stake's entries as an auditor reads them, kept beside the screenshots.
    mkdirSync('test-output', { recursive: true })
    writeFileSync('test-output/stake-operation.ndjson', `${ofStake.map((entry) => JSON.stringify(entry)).join('\n')}\n`)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

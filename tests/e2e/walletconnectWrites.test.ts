/**
 * Requests through WalletConnect for real (see walletconnectSession.test.ts for the session paths):
 * 'Verify your account' signs through the Dev Phone Wallet's engine and the server verifies it; stake
 * (a permit signature, then stakeWithPermit) and mint go through it with receipts checked on chain; a request made while the
 * relay is down completes once it is back; the call log names the wallet and hides the pairing key.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { type Hex, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionAbi } from '../../src/app/abi/index.ts'
import {
  decodeQr,
  launchBrowser,
  newPage,
  pageErrors,
  startPhoneWalletDriver,
  startStack,
  type PhoneWalletDriver,
  type Stack,
} from './harness/index.ts'
import { anvilClient } from './journeys.ts'

const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let stack: Stack
let browser: Browser
let wallet: PhoneWalletDriver
let page: Page

beforeAll(async () => {
  stack = await startStack({ wcRelay: true, env: { VITE_SIWE: 'true' } })
  ;[browser, wallet] = await Promise.all([launchBrowser(), startPhoneWalletDriver(stack)])
  page = await newPage(browser, { width: 1280 })
})

afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await stack?.stop()
})

/** The wallet answers the next request of `method`; returns what it answered and how long the app waited. */
async function approveNext(method: string, timeoutMs = 30_000): Promise<{ result: unknown; ms: number }> {
  const request = await wallet.nextRequest(timeoutMs)
  expect(request.params.request.method).toBe(method)
  const startedAt = performance.now()
  const result = await wallet.approveRequest(request)
  return { result, ms: performance.now() - startedAt }
}

async function receiptOf(hash: unknown) {
  const receipt = await anvilClient(stack).waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(ACCOUNT_1.toLowerCase())
  return receipt
}

describe('requests through WalletConnect', () => {
  it('Verify your account: personal_sign through the wallet, verified by the server', async () => {
    await page.goto(`${stack.appUrl}/`)
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: /^Rainbow/ }).click()
    await dialog.getByTestId('qr-code').waitFor({ state: 'visible', timeout: 30_000 })
    await wallet.pair((await decodeQr(page)) ?? '')
    await wallet.approveSession(await wallet.nextProposal())

    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click({ timeout: 20_000 })
    const request = await wallet.nextRequest()
    expect(request.params.request.method).toBe('personal_sign')
    const startedAt = performance.now()
    await wallet.approveRequest(request)
    await verify.waitFor({ state: 'hidden', timeout: 15_000 })
    console.log(`personal_sign answered → verified: ${Math.round(performance.now() - startedAt)} ms`)
    const me = await page.evaluate(async () => (await fetch('/api/siwe/session')).json())
    expect(JSON.stringify(me)).toContain(ACCOUNT_1)
  })

  it('stakes (a permit signature + one transaction) and mints through the wallet, with receipts on chain', async () => {
    await page.goto(`${stack.appUrl}/stake`) // the session is restored on arrival
    await page.locator('form.stake-form').getByLabel('Amount').fill('1000', { timeout: 30_000 })
    await page.locator('label.lock-option', { hasText: '30 days' }).click()
    // The wallet answered wallet_getCapabilities (no atomic batches) and signs typed data: a permit, then one stake.
    await page.getByText('Takes a signature, then 1 transaction.').waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    const permit = await approveNext('eth_signTypedData_v4')
    const stake = await approveNext('eth_sendTransaction')
    await receiptOf(stake.result)
    console.log(`permit ${Math.round(permit.ms)} ms, eth_sendTransaction ${Math.round(stake.ms)} ms`)
    await page.getByText('Staked 1,000 STK for 30 days.').waitFor({ timeout: 30_000 })
    const stakedBalance = await anvilClient(stack).readContract({
      address: stack.deployment.stakeToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [stack.deployment.staking],
    })
    expect(stakedBalance).toBeGreaterThanOrEqual(1000n * 10n ** 18n)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Mint', exact: true }).click()
    await page.getByRole('button', { name: 'Mint', exact: true }).click({ timeout: 20_000 })
    await receiptOf((await approveNext('eth_sendTransaction')).result)
    await page.getByText(/^Minted 1 token/).waitFor({ timeout: 30_000 })
    const owned = await anvilClient(stack).readContract({
      address: stack.deployment.collection,
      abi: collectionAbi,
      functionName: 'balanceOf',
      args: [ACCOUNT_1],
    })
    expect(owned).toBe(1n)
    expect(pageErrors(page)).toEqual([])
  })

  it('the relay stops mid-session: a mint asked meanwhile completes once the relay is back', async () => {
    const relay = stack.wcRelay
    if (!relay) throw new Error('no relay')
    await relay.pause()
    const stoppedAt = performance.now()
    await page.getByRole('button', { name: 'Mint', exact: true }).click({ timeout: 20_000 })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await relay.resume()
    // Both SDKs reconnect on their own schedule (backoff, heartbeats): on a loaded machine that has taken over 30 s.
    await receiptOf((await approveNext('eth_sendTransaction', 75_000)).result)
    await page.getByText(/^Minted 1 token/).waitFor({ timeout: 30_000 })
    console.log(`relay down 1 s → request answered ${Math.round(performance.now() - stoppedAt)} ms after it stopped`)
  })

  it('the exported call log names the peer wallet on WalletConnect requests and never holds the pairing URI', async () => {
    await page.goto(`${stack.appUrl}/calls`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click({ timeout: 30_000 }),
    ])
    const text = await readFile(await download.path(), 'utf8')
    const exported = JSON.parse(text) as {
      entries: { kind: string; method: string; walletId: string; peerName?: string; params?: unknown }[]
    }
    const requests = exported.entries.filter((e) => e.kind === 'request' && e.walletId === 'rainbow')
    expect(requests.map((e) => e.method)).toContain('personal_sign')
    expect(requests.filter((e) => e.peerName !== 'Dev Phone Wallet')).toEqual([])
    const shownUri = exported.entries.find((e) => e.method === 'display_uri')
    expect(shownUri?.params).toMatch(/^wc:/)
    expect(String(shownUri?.params)).not.toContain('@2?')
    expect(text).not.toMatch(/symKey/)
    expect(text).not.toMatch(/wc:[0-9a-f]{64}@2\?[^…]/)
  })
})

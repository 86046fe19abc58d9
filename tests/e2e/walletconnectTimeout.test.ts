/**
 * A WalletConnect wallet that never answers, for real (the app's ethereum-provider ↔ the local relay ↔ the
 * Dev Phone Wallet's engine): the app's own limit (VITE_WC_REQUEST_TIMEOUT_MS, here 20 s instead of 5 minutes)
 * ends the request with the app's sentence instead of a silent spinner, and the person can try again.
 */
import type { Browser, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionAbi } from '../../src/app/abi/index.ts'
import {
  axeAudit,
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
import { anvilClient } from './journeys.ts'

const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Long enough for pairing under load (the limit also covers the session's approval), short for a test.
const LIMIT_MS = 20_000

let stack: Stack
let browser: Browser
let wallet: PhoneWalletDriver
let page: Page

beforeAll(async () => {
  stack = await startStack({ wcRelay: true, env: { VITE_WC_REQUEST_TIMEOUT_MS: String(LIMIT_MS) } })
  ;[browser, wallet] = await Promise.all([launchBrowser(), startPhoneWalletDriver(stack)])
  page = await newPage(browser, { width: 1280 })
})

afterAll(async () => {
  await wallet?.close()
  await browser?.close()
  await stack?.stop()
})

const mintedBy = (owner: string) =>
  anvilClient(stack).readContract({
    address: stack.deployment.collection,
    abi: collectionAbi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  })

describe('a WalletConnect wallet that never answers', () => {
  it('the request ends at the app’s limit with a sentence, and a retry goes through', async () => {
    await page.goto(`${stack.appUrl}/mint`)
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: /^Rainbow/ }).click()
    await dialog.getByTestId('qr-code').waitFor({ state: 'visible', timeout: 30_000 })
    const shownAt = performance.now()
    await wallet.pair((await decodeQr(page)) ?? '')
    await wallet.approveSession(await wallet.nextProposal())
    console.info(`QR shown → session approved: ${Math.round(performance.now() - shownAt)} ms`)
    await page
      .locator('header')
      .getByRole('button', { name: /^Account / })
      .waitFor({ timeout: 20_000 })

    const mint = page.getByRole('button', { name: 'Mint', exact: true })
    await mint.click({ timeout: 30_000 })
    const unanswered = await wallet.nextRequest(30_000)
    expect(unanswered.params.request.method).toBe('eth_sendTransaction')
    const askedAt = performance.now()
    // The wallet shows the request and nobody ever answers it.
    const alert = page.locator('.feedback-error')
    await alert.waitFor({ timeout: LIMIT_MS + 20_000 })
    const waitedMs = performance.now() - askedAt
    const sentence = await alert.textContent()
    console.info(`unanswered eth_sendTransaction → '${sentence}' after ${Math.round(waitedMs)} ms`)
    expect(sentence).toBe('Your wallet did not answer the transaction request within 20 s.')
    expect(waitedMs).toBeGreaterThan(LIMIT_MS - 1000)
    const toasts = page.getByRole('region', { name: 'Transaction notifications' })
    await toasts.getByText(`Not sent: ${sentence}`).waitFor({ timeout: 10_000 })
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `walletconnect-request-timeout-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    expect((await axeAudit(page, 'mint form after a WalletConnect time-out')).serious).toEqual([])
    expect(await mintedBy(ACCOUNT_1)).toBe(0n)

    // Retry on the same page: the wallet answers this time.
    await mint.click({ timeout: 10_000 })
    const request = await wallet.nextRequest(30_000)
    expect(request.params.request.method).toBe('eth_sendTransaction')
    const hash = await wallet.approveRequest(request)
    const receipt = await anvilClient(stack).waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    await page.getByText(/^Minted 1 token/).waitFor({ timeout: 30_000 })
    expect(await mintedBy(ACCOUNT_1)).toBe(1n)
    expect(pageErrors(page)).toEqual([])
  })
})

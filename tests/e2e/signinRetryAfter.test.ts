import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  axeAudit,
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'

// The sign-in API's own per-client limits (server/siwe/rateLimit.ts: nonce 20 at once then 1/s, verify 10 then
// 1 every 2 s), met by Chromium on 127.0.0.1 after this test, from the same address, has used them up.
let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ env: { VITE_SIWE: 'true' } })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

async function connected(
  width: number,
): Promise<{ page: Page; wallet: TestWalletController; verify: ReturnType<Page['getByRole']> }> {
  const page = await newPage(browser, { width })
  const wallet = await installTestWallet(page, stack, { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' })
  // The dev server compiles modules on a page's first visit: on a busy machine that alone can take half a minute.
  await page.goto(stack.appUrl, { timeout: 90_000 })
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  const connectDialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await connectDialog.getByRole('button', { name: /Test Wallet/ }).click()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).waitFor({ timeout: 30_000 })
  return { page, wallet, verify }
}

/**
 * Uses up this address's tokens for `path` and keeps them used up (a refused request takes nothing) until the
 * page sends its own request there; then stops, so the page's one retry finds the token the wait refilled.
 */
function keepLimitUsedUp(page: Page, path: 'nonce' | 'verify'): { refusedOnce: Promise<void>; stopped: Promise<void> } {
  let pageAsked = false
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/siwe/${path}`)) pageAsked = true
  })
  let markRefused: () => void = () => undefined
  const refusedOnce = new Promise<void>((resolve) => (markRefused = resolve))
  const init: RequestInit =
    path === 'verify' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' } : {}
  const stopped = (async () => {
    while (!pageAsked) {
      const reply = await fetch(`${stack.appUrl}/api/siwe/${path}`, init)
      if (reply.status === 429) markRefused()
      else await reply.arrayBuffer()
    }
  })()
  return { refusedOnce, stopped }
}

/** The page's errors, less Chromium's own console line for the refused request the test caused. */
function errorsBesideThe429(page: Page): string[] {
  const errors = pageErrors(page)
  expect(errors.filter((error) => error.includes('status of 429 (Too Many Requests)'))).toHaveLength(1)
  return errors.filter((error) => !error.includes('status of 429 (Too Many Requests)'))
}

/** Every answer the page got from `path`, in order. */
function statusesOf(page: Page, path: string): number[] {
  const statuses: number[] = []
  page.on('response', (response) => void (response.url().endsWith(path) && statuses.push(response.status())))
  return statuses
}

describe('Verify your account when the sign-in API says to wait (Retry-After)', () => {
  it('a 429 on the nonce: the dialog says it waits, retries once after Retry-After, and signs in (700 px)', async () => {
    const { page, wallet, verify } = await connected(700)
    const nonces = statusesOf(page, '/api/siwe/nonce')
    const limit = keepLimitUsedUp(page, 'nonce')
    await limit.refusedOnce
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify
      .getByRole('status')
      .filter({ hasText: /^Sign-in is busy \(too many attempts\): trying again in [12] s…$/ })
      .waitFor({ timeout: 10_000 })
    await limit.stopped
    await screenshot(page, 'signin-retry-after-nonce-700')
    await verify.waitFor({ state: 'detached', timeout: 30_000 })
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(nonces).toEqual([429, 200])
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)
    expect(errorsBesideThe429(page)).toEqual([])
    await page.close()
  })

  for (const width of [1280, 390]) {
    it(`a 429 on verify: the same signature is sent again after the wait, no second prompt (${width} px)`, async () => {
      const { page, wallet, verify } = await connected(width)
      const verifies = statusesOf(page, '/api/siwe/verify')
      const limit = keepLimitUsedUp(page, 'verify')
      await limit.refusedOnce
      await verify.getByRole('button', { name: 'Sign message' }).click()
      const waiting = verify
        .getByRole('status')
        .filter({ hasText: /^Sign-in is busy \(too many attempts\): trying again in [12] s…$/ })
      await waiting.waitFor({ timeout: 10_000 })
      await limit.stopped
      await screenshot(page, `signin-retry-after-verify-${width}`)
      expect((await axeAudit(page, `sign-in wait ${width}`)).serious).toEqual([])
      await verify.waitFor({ state: 'detached', timeout: 30_000 })
      expect(verifies).toEqual([429, 200])
      expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)
      const session = await page.evaluate(() => fetch('/api/siwe/session').then((r) => r.json() as Promise<unknown>))
      expect(session).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })
      expect(errorsBesideThe429(page)).toEqual([])
      await page.close()
    })
  }
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  startStack,
  type Stack,
  type TestWalletController,
} from './harness/index.ts'

let stack: Stack
let browser: Browser
const loaded = new WeakMap<Page, string[]>()

beforeAll(async () => {
  stack = await startStack({ env: { VITE_SIWE: 'true' }, unbundledDev: true })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

async function openApp(width: number): Promise<{ page: Page; wallet: TestWalletController }> {
  const page = await newPage(browser, { width })
  const wallet = await installTestWallet(page, stack, { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' })
  const urls: string[] = []
  loaded.set(page, urls)
  page.on('request', (request) => void urls.push(request.url()))
  await page.goto(stack.appUrl)
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor({ timeout: 30_000 })
  return { page, wallet }
}

async function connect(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const connectDialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await connectDialog.getByRole('button', { name: /Test Wallet/ }).click()
  await connectDialog.waitFor({ state: 'detached' })
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.waitFor()
  return verify
}

const session = (page: Page) =>
  page.evaluate(() => fetch('/api/siwe/session').then((r) => r.json() as Promise<unknown>))

describe('Verify your account (SIWE) in Chromium', () => {
  for (const width of [1280, 390]) {
    it(`connect → Verify your account → Sign message → authenticated, kept across a reload at ${width} px`, async () => {
      const { page, wallet } = await openApp(width)
      // No sign-in code before a wallet is in use (dev serves each module as its own URL).
      const signInModules = () =>
        loaded
          .get(page)
          ?.filter((url) => url.includes('/src/wallet/signIn/') || url.includes('/src/ui/signIn/VerifyDialog')) ?? []
      expect(signInModules()).toEqual([])
      const verify = await connect(page)
      expect(signInModules().length).toBeGreaterThan(0)
      await verify.getByRole('button', { name: 'Sign message' }).waitFor()
      await screenshot(page, `signin-verify-${width}`)
      expect(await session(page)).toEqual({ authenticated: false })

      await verify.getByRole('button', { name: 'Sign message' }).click()
      await verify.waitFor({ state: 'detached', timeout: 30_000 })
      await page.getByRole('button', { name: /^Account / }).waitFor()
      await screenshot(page, `signin-authenticated-${width}`)

      const signed = wallet.requests.filter((r) => r.method === 'personal_sign')
      expect(signed).toHaveLength(1)
      const text = Buffer.from(String((signed[0]!.params as unknown[])[0]).slice(2), 'hex').toString('utf8')
      expect(text).toContain(
        `${new URL(stack.appUrl).host} wants you to sign in with your Ethereum account:\n${wallet.address}`,
      )
      expect(text).toContain('Chain ID: 31337')
      expect(await session(page)).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })

      // The session cookie is out of reach of page scripts.
      const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'siwe_session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(await page.evaluate(() => document.cookie)).not.toContain('siwe_session')

      // A reload resumes the wallet and the session: no second signature.
      await page.reload()
      await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
      await page.waitForTimeout(500)
      expect(await page.getByRole('dialog', { name: 'Verify your account' }).count()).toBe(0)
      expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }

  it('a rejected signature returns quietly to idle; Cancel disconnects', async () => {
    const { page, wallet } = await openApp(1280)
    const verify = await connect(page)
    wallet.rejectNext('personal_sign')
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => wallet.requests.filter((r) => r.method === 'personal_sign').length).toBe(1)
    await expect.poll(() => verify.getByRole('button', { name: 'Sign message' }).isEnabled()).toBe(true)
    expect(await verify.getByRole('alert').count()).toBe(0)
    expect(await verify.getByRole('status').textContent()).toBe('')
    await screenshot(page, 'signin-rejected-1280')
    expect(await session(page)).toEqual({ authenticated: false })

    await verify.getByRole('button', { name: 'Cancel' }).click()
    await verify.waitFor({ state: 'detached' })
    await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  it('a wallet failure shows the catalogue message and Sign message retries', async () => {
    const { page, wallet } = await openApp(390)
    const verify = await connect(page)
    wallet.failNext('personal_sign', { code: -32603, message: 'Internal error' })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.getByRole('alert').filter({ hasText: 'Error signing message, please retry!' }).waitFor()
    await screenshot(page, 'signin-error-390')
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 30_000 })
    expect(await session(page)).toMatchObject({ authenticated: true, address: wallet.address })
    await page.close()
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appEnv, deployStack, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import {
  axeAudit,
  freePort,
  installTestWallet,
  launchBrowser,
  newPage,
  pageErrors,
  repoRoot,
  screenshot,
  type TestWalletController,
} from '../e2e/harness/index.ts'
import { cleanBuildEnv, runNode } from '../e2e/harness/processes.ts'
import { startRedis, type RedisProcess } from './helpers/redisServer.ts'
import { startServe, type ServeProcess } from './helpers/serveProcess.ts'

// Faults in the middle of sign-in, in Chromium against the production build: `npm run serve` on one port with
// its sessions in Redis. The server process is restarted between the nonce and the verify; Redis is restarted
// (persistence off, so it comes back empty) while a visitor is signed in.
let anvil: AnvilInstance
let redis: RedisProcess
let outDir: string
let serveEnv: Record<string, string>
let serve: ServeProcess
let appUrl: string
let browser: Browser

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const appVariables = { ...appEnv(anvil.url, await deployStack({ rpcUrl: anvil.url })), VITE_SIWE: 'true' }
  outDir = mkdtempSync(join(tmpdir(), 'chaos-signin-dist-'))
  await runNode([join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    ...cleanBuildEnv(),
    ...appVariables,
  })
  redis = await startRedis()
  const port = await freePort()
  serveEnv = {
    ...cleanBuildEnv(),
    ...appVariables,
    PORT: String(port),
    DIST_DIR: outDir,
    SIWE_RPC_URL: anvil.url,
    SIWE_REDIS_URL: redis.url,
    SIWE_SECRET: 'kept across restarts',
  }
  serve = await startServe(serveEnv)
  appUrl = serve.url
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await serve?.stop()
  await redis?.stop()
  await anvil?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/** `npm run serve` stopped and started again on the same port, as a deploy or a crash-and-restart does. */
async function restartServe(between?: () => Promise<void>): Promise<void> {
  await serve.stop()
  await between?.()
  serve = await startServe(serveEnv)
  expect(serve.url).toBe(appUrl)
}

/** The app at `width` with the Test Wallet connected and "Verify your account" open. */
async function connected(
  width: number,
): Promise<{ page: Page; wallet: TestWalletController; verify: ReturnType<Page['getByRole']> }> {
  const page = await newPage(browser, { width })
  const wallet = await installTestWallet(
    page,
    { rpcUrl: anvil.url, chainId: 31337 },
    { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' },
  )
  // The CSP refuses axeAudit's inline script tag; an init script is the browser's own, so axe arrives that way.
  await page.addInitScript({ content: axe.source })
  await page.goto(appUrl)
  await page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true }).click({ timeout: 30_000 })
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).waitFor({ timeout: 30_000 })
  return { page, wallet, verify }
}

/** Every answer (or network failure, as 0) the page got from `path`, in order. */
function statusesOf(page: Page, path: string): number[] {
  const statuses: number[] = []
  page.on('response', (response) => void (response.url().endsWith(path) && statuses.push(response.status())))
  page.on('requestfailed', (request) => void (request.url().endsWith(path) && statuses.push(0)))
  return statuses
}

const sessionOf = (page: Page) =>
  page.evaluate(() => fetch('/api/siwe/session', { cache: 'no-store' }).then((r) => r.json() as Promise<unknown>))
const signatures = (wallet: TestWalletController) => wallet.requests.filter((r) => r.method === 'personal_sign')
/** The tab hidden and shown again: the app reads the session anew, as when a person comes back to it. */
const comeBackToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

/** Still usable without a reload: the header's navigation opens Stake with the wallet connected. */
async function usableAfterwards(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Stake', exact: true }).click()
  await page.waitForURL(/\/stake$/)
  await page.getByRole('heading').first().waitFor({ timeout: 30_000 })
  await page.getByRole('button', { name: /^Account / }).waitFor()
}

/** Chromium's own console lines for requests the fault refused (the page reports nothing else). */
const besideTheFault = (errors: readonly string[]) =>
  errors.filter((line) => !/net::ERR_CONNECTION_(REFUSED|RESET)|status of 503 \(Service Unavailable\)/.test(line))

describe('the sign-in server restarts between nonce and verify', () => {
  it('a verify that reaches the restarted server signs in: the nonce outlives the process (1280 px)', async () => {
    const { page, wallet, verify } = await connected(1280)
    const nonces = statusesOf(page, '/api/siwe/nonce')
    const verifies = statusesOf(page, '/api/siwe/verify')
    await page.route(
      '**/api/siwe/verify',
      async (route) => {
        await restartServe()
        await route.continue()
      },
      { times: 1 },
    )
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 60_000 })
    expect(nonces).toEqual([200])
    expect(verifies).toEqual([200])
    expect(signatures(wallet)).toHaveLength(1)
    expect(await sessionOf(page)).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })
    await usableAfterwards(page)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })

  for (const width of [700, 390]) {
    it(`a verify sent while it is down: the dialog says so, and Sign message again signs in once (${width} px)`, async () => {
      const { page, wallet, verify } = await connected(width)
      const verifies = statusesOf(page, '/api/siwe/verify')
      const alert = verify.getByRole('alert').filter({ hasText: /^Error verifying signature, please retry!$/ })
      let restarted: Promise<void> = Promise.resolve()
      await page.route(
        '**/api/siwe/verify',
        async (route) => {
          let down: () => void = () => undefined
          const isDown = new Promise<void>((resolve) => (down = resolve))
          restarted = restartServe(async () => {
            down()
            await alert.waitFor({ timeout: 30_000 })
          })
          await isDown
          await route.continue()
        },
        { times: 1 },
      )
      await verify.getByRole('button', { name: 'Sign message' }).click()
      await alert.waitFor({ timeout: 30_000 })
      await screenshot(page, `chaos-signin-server-down-${width}`)
      expect((await axeAudit(page, `sign-in server down ${width}`)).serious).toEqual([])
      await restarted

      await verify.getByRole('button', { name: 'Sign message' }).click()
      await verify.waitFor({ state: 'detached', timeout: 60_000 })
      expect(verifies).toEqual([0, 200])
      expect(signatures(wallet)).toHaveLength(2)
      expect(await sessionOf(page)).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })
      await usableAfterwards(page)
      expect(besideTheFault(pageErrors(page))).toEqual([])
      await page.close()
    })
  }
})

describe('Redis restarts while a visitor is signed in', () => {
  it('the outage does not sign them out; the emptied store asks them to verify again, once (1280 px)', async () => {
    const { page, wallet, verify } = await connected(1280)
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 60_000 })
    const account = page.getByRole('button', { name: /^Account / })
    await account.waitFor()
    const sessions = statusesOf(page, '/api/siwe/session')

    await redis.kill()
    await comeBackToTab(page)
    // The read is refused with Retry-After: 5; the client waits it out and reads once more, refused again.
    await expect.poll(() => sessions, { timeout: 20_000 }).toEqual([503, 503])
    // A session the server cannot read right now is not a session that ended: no dialog, still signed in.
    await page.waitForTimeout(500)
    expect(await verify.count()).toBe(0)
    await account.waitFor()

    await redis.start()
    // A session read without a cookie needs no store: the nonce (a rate-limit bucket in Redis) says it is back.
    await expect
      .poll(async () => (await fetch(`${appUrl}/api/siwe/nonce`)).status, { timeout: 20_000, interval: 500 })
      .toBe(200)
    await comeBackToTab(page)
    // Redis came back empty: the session is gone, and the person is asked to verify again.
    await verify.getByRole('button', { name: 'Sign message' }).waitFor({ timeout: 30_000 })
    await screenshot(page, 'chaos-signin-redis-restarted-1280')
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await verify.waitFor({ state: 'detached', timeout: 60_000 })
    expect(sessions).toEqual([503, 503, 200])
    expect(signatures(wallet)).toHaveLength(2)
    expect(await sessionOf(page)).toEqual({ authenticated: true, address: wallet.address, chainId: 31337 })
    await usableAfterwards(page)
    expect(besideTheFault(pageErrors(page))).toEqual([])
    await page.close()
  })
})

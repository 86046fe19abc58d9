/**
 * The Safe connector in Chromium: the app framed by a small host page (its own origin) that speaks
 * the Safe Apps postMessage protocol. Outside a frame Safe shows '(unsupported)'; inside, it connects
 * as the Safe, sends transactions through the host, and a silent host gives 'Could not load Safe information'.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../scripts/stack/index.ts'
import { launchBrowser, newPage, onFreePort, screenshot, startStack, type Stack } from './harness/index.ts'

let stack: Stack
let browser: Browser
let host: { url: string; server: Server }

/** anvil's first dev account, unlocked on the node: it stands in for the Safe's address. */
const safeAddress = devAccounts(1)[0]!.address

function startHost(): Promise<{ url: string; server: Server }> {
  return onFreePort(async (port) => {
    const html = await readFile(join(import.meta.dirname, 'fixtures/safe-host.html'))
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    return { url: `http://127.0.0.1:${port}`, server }
  })
}

beforeAll(async () => {
  stack = await startStack({ unbundledDev: true })
  browser = await launchBrowser()
  host = await startHost()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => host?.server.close(resolve))
  await stack?.stop()
})

async function openInSafe(
  options: { silent?: boolean; path?: string } = {},
): Promise<{ page: Page; app: FrameLocator }> {
  const page = await newPage(browser, { width: 1280 })
  const query = new URLSearchParams({
    app: `${stack.appUrl}${options.path ?? '/'}`,
    rpc: stack.rpcUrl,
    safe: safeAddress,
    chain: String(stack.chainId),
  })
  if (options.silent) query.set('silent', '1')
  await page.goto(`${host.url}/?${query}`)
  return { page, app: page.frameLocator('iframe#app') }
}

async function pickSafe(app: FrameLocator) {
  const connect = app.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.waitFor({ state: 'visible', timeout: 30_000 })
  await connect.click()
  const dialog = app.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  const safe = dialog.getByRole('button', { name: /^Safe/ })
  return { dialog, safe }
}

const safeRequests = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { safeRequests: { method: string; env: { sdkVersion: string } }[] }).safeRequests,
  )

// One retry: the dev server restarts (and reloads the page) when a file vite.config.ts imports changes,
// which happens while other work goes on in this tree; a real failure fails twice.
describe('Safe connector', { retry: 1 }, () => {
  it("outside a Safe frame, Safe shows '(unsupported)'", async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.goto(`${stack.appUrl}/`)
    const connect = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
    await connect.waitFor({ state: 'visible', timeout: 30_000 })
    await connect.click()
    const safe = page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /^Safe/ })
    await safe.waitFor({ state: 'visible', timeout: 10_000 })
    expect(await safe.textContent()).toContain('(unsupported)')
    await page.close()
  })

  it('inside the Safe frame: connects as the Safe and sends a transaction through the host', async () => {
    const { page, app } = await openInSafe()
    const { dialog, safe } = await pickSafe(app)
    expect(await safe.textContent()).not.toContain('(unsupported)')
    await safe.click()
    const account = app.locator('header').getByRole('button', { name: /^Account / })
    await account.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await account.getAttribute('aria-label')).toContain(safeAddress.slice(-4))
    await dialog.waitFor({ state: 'hidden' })
    await screenshot(page, 'safe-connected-in-frame')

    const requests = await safeRequests(page)
    expect(requests[0]).toMatchObject({
      method: 'getSafeInfo',
      env: { sdkVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
    })

    // A transaction from the app's wallet API goes out as sendTransactions and comes back as a hash.
    // (A string, so vitest leaves the page's own dynamic import alone; Vite serves the app's module instance.)
    const appFrame = page.frames().find((frame) => frame.url().startsWith(stack.appUrl))
    const hash: unknown = await appFrame?.evaluate(`import('/src/setup/wallet.ts').then(({ wallet }) =>
      wallet.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }))`)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await safeRequests(page)).map((request) => request.method)).toContain('sendTransactions')
    await page.close()
  })

  it("a host that never answers gives 'Could not load Safe information' within its 3 s limit", async () => {
    const { page, app } = await openInSafe({ silent: true })
    const { dialog, safe } = await pickSafe(app)
    const startedAt = Date.now()
    await safe.click()
    const alert = dialog.getByRole('alert')
    await alert.waitFor({ state: 'visible', timeout: 15_000 })
    expect(await alert.textContent()).toBe('Could not load Safe information')
    expect(Date.now() - startedAt).toBeLessThan(10_000)
    expect((await safeRequests(page)).map((request) => request.method)).toEqual(['getSafeInfo'])
    await screenshot(page, 'safe-info-unavailable')
    await page.close()
  })
})

/**
 * WalletConnect in Chromium: the first load carries no WalletConnect code; picking Rainbow loads the
 * SDK, and the QR step draws a code that decodes back to the SDK's real pairing URI (relay faked);
 * with the relay unreachable the dialog says so within the 15 s pairing limit and offers RETRY.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeQr, launchBrowser, newPage, screenshot, startStack, type Stack } from './harness/index.ts'
import { routeFakeRelay } from './fixtures/fakeRelay.ts'

let stack: Stack
let browser: Browser

beforeAll(async () => {
  stack = await startStack({ env: { VITE_WC_PROJECT_ID: 'e2e0000000000000000000000000000e' }, unbundledDev: true })
  browser = await launchBrowser()
  await warmUpLazyDependencies()
})

/**
 * A dev server that meets the WalletConnect SDK for the first time while a page is open optimizes it
 * and reloads that page. Asking for the lazy modules and their optimized dependencies first avoids it.
 */
async function warmUpLazyDependencies(): Promise<void> {
  for (const path of [
    '/src/wallet/connectors/walletConnect/loadEthereumProvider.ts',
    '/src/wallet/connectors/walletConnect/qrModal.ts',
  ]) {
    const source = await (await fetch(`${stack.appUrl}${path}`)).text()
    for (const [dependency] of source.matchAll(/\/node_modules\/\.vite\/deps\/[^"'`)]+/g)) {
      await (await fetch(`${stack.appUrl}${dependency}`)).arrayBuffer()
    }
  }
}

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** Module URLs that would mean WalletConnect (or QR drawing) code was fetched. */
const WALLETCONNECT_CODE = /@walletconnect|ethereum-provider|createWalletConnectConnector|\/src\/ui\/qr\/|qrcode/i

async function openApp(page: Page, requested: string[]) {
  page.on('request', (request) => void requested.push(request.url()))
  await page.goto(`${stack.appUrl}/`)
  const connect = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
  await connect.waitFor({ state: 'visible', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  return connect
}

async function pickRainbow(page: Page, connect: Awaited<ReturnType<typeof openApp>>) {
  await connect.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.waitFor({ state: 'visible', timeout: 10_000 })
  await dialog.getByRole('button', { name: /^Rainbow/ }).click()
  return dialog
}

// One retry: the dev server restarts (and reloads the page) when a file vite.config.ts imports changes,
// which happens while other work goes on in this tree; a real failure fails twice.
describe('WalletConnect', { retry: 1 }, () => {
  it('first load holds no WalletConnect code; the QR step draws a scannable pairing URI', async () => {
    const page = await newPage(browser, { width: 1280 })
    const relay = await routeFakeRelay(page)
    const requested: string[] = []
    const connect = await openApp(page, requested)
    expect(requested.filter((url) => WALLETCONNECT_CODE.test(url))).toEqual([])

    const dialog = await pickRainbow(page, connect)
    const qr = dialog.getByTestId('qr-code')
    await qr.waitFor({ state: 'visible', timeout: 20_000 })
    expect(requested.some((url) => /ethereum-provider/.test(url))).toBe(true) // the SDK came on demand
    await screenshot(page, 'walletconnect-qr-step')

    const decoded = await decodeQr(page)
    expect(decoded).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const uri = new URL(decoded ?? '')
    expect(uri.searchParams.get('relay-protocol')).toBe('irn')
    expect(uri.searchParams.get('symKey')).toMatch(/^[0-9a-f]{64}$/)
    expect(relay.methods).toContain('wc_proposeSession')
    expect(relay.topics).toContain(uri.pathname.split('@')[0]) // the SDK's real pairing topic
    await page.close()
  })

  it("the generic WalletConnect option loads WalletConnect's own modal on demand, and the dialog still draws the QR", async () => {
    const page = await newPage(browser, { width: 1280 })
    await routeFakeRelay(page)
    const requested: string[] = []
    const connect = await openApp(page, requested)
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
    await page.locator('wcm-modal').waitFor({ state: 'attached', timeout: 20_000 })
    expect(requested.some((url) => /@walletconnect_modal/.test(url))).toBe(true)
    // Offline the modal cannot fetch its wallet list and stays closed: the dialog's own QR still pairs.
    expect(await decodeQr(page)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await screenshot(page, 'walletconnect-generic')
    await page.close()
  })

  it('relay unreachable: says so within the pairing limit, offers RETRY, and RETRY tries again cleanly', async () => {
    const page = await newPage(browser, { width: 1280 })
    await page.routeWebSocket(
      /relay\.walletconnect\.(org|com)/,
      (ws) => void ws.close({ code: 1006, reason: 'offline' }),
    )
    const requested: string[] = []
    const connect = await openApp(page, requested)
    const startedAt = Date.now()
    const dialog = await pickRainbow(page, connect)
    const alert = dialog.getByRole('alert')
    await alert.waitFor({ state: 'visible', timeout: 25_000 })
    const waitedMs = Date.now() - startedAt
    expect(await alert.textContent()).toBe(
      'The WalletConnect relay cannot be reached. Check your connection and retry.',
    )
    expect(waitedMs).toBeLessThan(20_000)
    expect(waitedMs).toBeGreaterThan(14_000)
    await screenshot(page, 'walletconnect-relay-unreachable')

    await dialog.getByRole('button', { name: 'RETRY' }).click()
    await alert.waitFor({ state: 'hidden', timeout: 5_000 })
    await dialog.getByRole('alert').waitFor({ state: 'visible', timeout: 25_000 })
    // The rest of the app still works: the dialog closes and the header is usable.
    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'visible', timeout: 5_000 })
    await page.close()
  })
})

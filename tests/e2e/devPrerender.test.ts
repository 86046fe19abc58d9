import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../../scripts/vite/prerenderRoutes.ts'
import { launchBrowser, newPage, pageErrors, startStack, type Stack } from './harness/index.ts'

// The dev server (`npm run dev`, which every other e2e test runs on) sends / and each static route already
// rendered by src/prerender.tsx, as `npm run serve` sends the build's files; the client hydrates it.
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

const routedPages = prerenderedRoutes.filter((route) => route.file !== '404.html')

/** Console messages that speak of hydration (React warns about a mismatch in development, errors in production). */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) messages.push(`uncaught: ${error.message}`)
  })
  return messages
}

describe('dev server prerender (npm run dev)', () => {
  it("answers / with the header and the hero's text in the HTML, before any script runs", async () => {
    const response = await fetch(`${stack.appUrl}/`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<header class="app-header">.*Connect Wallet<\/button><\/header>/s)
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').toMatch(/Stake/)
    expect(html).toContain('<title>Home · StakeMint</title>')

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${stack.appUrl}/`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Stake/)
    expect(await page.getByRole('button', { name: 'Connect Wallet', exact: true }).isVisible()).toBe(true)
    await context.close()
  })

  it('hydrates every static route with no hydration warning or error, keeping the rendered header', async () => {
    for (const route of routedPages) {
      const page = await newPage(browser, { width: 1280 })
      const hydration = hydrationMessages(page)
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return
          Object.assign(window, { renderedHeader: document.querySelector('#root header') })
        })
      })
      await page.goto(`${stack.appUrl}${route.path}`)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
      await page.waitForLoadState('networkidle')
      const kept = await page.evaluate(() => {
        const header = (window as unknown as { renderedHeader?: Element | null }).renderedHeader
        return Boolean(header?.isConnected) && header === document.querySelector('#root header')
      })
      expect(kept, route.path).toBe(true)
      expect(await page.title(), route.path).toBe(route.title)
      expect(hydration, route.path).toEqual([])
      expect(pageErrors(page).join('\n'), route.path).toBe('')
      await page.context().close()
    }
  })

  it('the check fails on a mismatch: markup that differs from the first client render is reported', async () => {
    const page = await newPage(browser, { width: 1280 })
    const hydration = hydrationMessages(page)
    await page.route(`${stack.appUrl}/mint`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('Connect Wallet</button>', 'Connect</button>')
      const { 'content-length': _length, ...headers } = response.headers()
      await route.fulfill({ response, body: html, headers })
    })
    await page.goto(`${stack.appUrl}/mint`)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(hydration.join('\n')).toMatch(/hydrat/i)
    await page.context().close()
  })

  it('an unknown path still gets the app, which shows its 404 view', async () => {
    const html = await (await fetch(`${stack.appUrl}/no-such-page`, { headers: { accept: 'text/html' } })).text()
    expect(html).toContain('<div id="root"></div>')
    const page = await newPage(browser, { width: 390 })
    await page.goto(`${stack.appUrl}/no-such-page`)
    await page.getByRole('heading', { name: /Page not found/ }).waitFor()
    expect(pageErrors(page)).toEqual([])
    await page.context().close()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, statSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { launchBrowser, newPage, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'

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

describe('home page', () => {
  for (const width of [1280, 700, 390]) {
    it(`renders the header's Connect Wallet control at ${width} px`, async () => {
      const page = await newPage(browser, { width })
      await page.goto(`${stack.appUrl}/`)
      const connect = page.locator('header').getByRole('button', { name: 'Connect Wallet', exact: true })
      await connect.waitFor({ state: 'visible', timeout: 30_000 })
      expect(await connect.isVisible()).toBe(true)
      // The page itself is a lazy chunk: wait for its heading so the screenshot shows the page, not the fallback.
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 })

      const path = await screenshot(page, `home-${width}`)
      expect(existsSync(path)).toBe(true)
      expect(statSync(path).size).toBeGreaterThan(1000)
      expect(pageErrors(page)).toEqual([])
      await page.close()
    })
  }
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeAudit, launchBrowser, pageErrors, screenshot, startStack, type Stack } from './harness/index.ts'
import { openConnected } from './journeys.ts'

// The Switch Networks menu (chains without the app's contracts greyed and last, drawn chain icons that show in
// dark mode) and the /calls log on narrow screens (cards instead of a table that scrolls sideways).
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

const SCHEMES = ['light', 'dark'] as const
const NO_CONTRACTS = 'No StakeMint contracts on this network'

/** Every chain icon in `scope` has loaded its drawn SVG (not the loading disc) and painted. */
async function iconsDrawn(page: Page, selector: string): Promise<{ count: number; drawn: number }> {
  return page.locator(selector).evaluateAll((icons) => ({
    count: icons.length,
    drawn: icons.filter(
      (icon) =>
        icon instanceof HTMLImageElement &&
        icon.complete &&
        icon.naturalWidth > 0 &&
        icon.src.startsWith('data:image/svg+xml,'),
    ).length,
  }))
}

describe('Switch Networks', () => {
  it('greys the chains without contracts, lists them last, and draws every icon', async () => {
    const { page } = await openConnected(browser, stack, { width: 1280, path: '/', accountIndex: 1 })
    const chainButton = page.locator('header').getByRole('button', { name: 'Localhost, switch networks' })
    await expect.poll(() => iconsDrawn(page, 'header .chain-icon')).toEqual({ count: 1, drawn: 1 })
    await chainButton.click()
    const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
    const options = dialog.locator('.switch-option')
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    const names = await dialog.locator('.switch-name').allTextContents()
    expect(names[0]).toBe('Localhost')
    expect(names.slice(1)).toEqual(['Polygon', 'OP Mainnet', 'Arbitrum One', 'Zora'])
    expect(await options.first().getAttribute('class')).not.toContain('switch-option-limited')
    expect(await dialog.getByText(NO_CONTRACTS).count()).toBe(4)
    // still a button that switches: its description says what the app lacks there
    const polygon = dialog.getByRole('button', { name: /Polygon/ })
    expect(await polygon.isEnabled()).toBe(true)
    const describedBy = await polygon.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(NO_CONTRACTS)
    await expect.poll(() => iconsDrawn(page, '[role="dialog"] .chain-icon')).toEqual({ count: 5, drawn: 5 })

    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForTimeout(300) // the theme's colour transitions, so the screenshot shows one scheme
        await screenshot(page, `switch-networks-${width}-${scheme}`)
        if (width !== 700) expect((await axeAudit(page, `Switch Networks ${width} ${scheme}`)).serious).toEqual([])
      }
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.emulateMedia({ colorScheme: 'dark' })
    // the local chain's icon in the header stays visible on the dark header (it was a dark 'L' disc before)
    await screenshot(page, 'header-chain-1280-dark')
    const contrast = await page.locator('header .chain-icon').evaluate(async (icon) => {
      const image = icon as HTMLImageElement
      const canvas = document.createElement('canvas')
      canvas.width = 32
      canvas.height = 32
      const context = canvas.getContext('2d')
      if (!context) return 0
      context.drawImage(image, 0, 0, 32, 32)
      const [r = 0, g = 0, b = 0] = context.getImageData(16, 16, 1, 1).data
      // luminance of the tile's centre: far from the dark page's near-black
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    })
    expect(contrast).toBeGreaterThan(0.2)
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

describe('/calls on narrow screens', () => {
  it('stacks the log into cards at 700 and 390: no sideways scroll, still a table to assistive technology', async () => {
    const { page } = await openConnected(browser, stack, { width: 1280, path: '/calls', accountIndex: 1 })
    await page.getByRole('heading', { name: 'Wallet calls' }).waitFor()
    const table = page.getByRole('table')
    await table.waitFor()
    expect(await table.getByRole('row').count()).toBeGreaterThan(2)
    for (const width of [1280, 700, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      const sizes = await page.evaluate(() => {
        const wrap = document.querySelector('[data-testid="calls-table-wrap"]')
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          wrap: wrap ? wrap.scrollWidth - wrap.clientWidth : Number.NaN,
        }
      })
      if (width < 900) {
        expect(sizes.page, `page at ${width}`).toBeLessThanOrEqual(0)
        expect(sizes.wrap, `table container at ${width}`).toBeLessThanOrEqual(0)
        // cards: a cell's column name is shown beside its value
        const label = await page
          .locator('.calls-table td.calls-method')
          .first()
          .evaluate((cell) => getComputedStyle(cell, '::before').content)
        expect(label).toBe('"Method"')
      }
      // the roles survive the card layout: rows of cells under column headers
      expect(await table.getByRole('columnheader').count()).toBe(8)
      expect(await table.getByRole('row').nth(1).getByRole('cell').count()).toBe(8)
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.waitForTimeout(300) // the theme's colour transitions, so the screenshot shows one scheme
        await screenshot(page, `calls-${width}-${scheme}`)
        if (width !== 700) expect((await axeAudit(page, `/calls ${width} ${scheme}`)).serious).toEqual([])
      }
    }
    expect(pageErrors(page)).toEqual([])
    await page.close()
  })
})

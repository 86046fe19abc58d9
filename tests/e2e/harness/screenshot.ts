import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { testOutputDir } from './paths.ts'

const screenshotDir = join(testOutputDir, 'screenshots')

/** Writes a full-page PNG to test-output/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Invalid screenshot name '${name}': use letters, digits, '.', '-', '_'`)
  await mkdir(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

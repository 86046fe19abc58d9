import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/harness/browser.ts'

export type FetchedScript = { path: string; body: Buffer }

const settleMs = 1000

/**
 * Loads `url` in headless Chromium without touching the page and returns every JavaScript response
 * (same origin) until the network is idle plus one second. Other origins are blocked: nothing
 * public is reachable here, and it keeps the measure independent of RPC answers.
 */
export async function scriptsFetchedBeforeClick(url: string): Promise<FetchedScript[]> {
  const origin = new URL(url).origin
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    )
    const pending: Promise<FetchedScript | undefined>[] = []
    page.on('response', (response) => {
      const responseUrl = new URL(response.url())
      const type = response.headers()['content-type'] ?? ''
      if (responseUrl.origin !== origin || !(/\.m?js$/.test(responseUrl.pathname) || type.includes('javascript')))
        return
      pending.push(
        response.body().then(
          (body) => ({ path: responseUrl.pathname, body }),
          () => undefined,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    await page.waitForTimeout(settleMs)
    const scripts = (await Promise.all(pending)).filter((script): script is FetchedScript => script !== undefined)
    const unique = new Map(scripts.map((script) => [script.path, script]))
    return [...unique.values()]
  } finally {
    await browser.close()
  }
}

import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/harness/browser.ts'

export type FetchedScript = { path: string; body: Buffer }

/** What a first visit fetched: the JavaScript the page needs, and the idle hints (resource type Prefetch) apart. */
export type FirstVisit = { scripts: FetchedScript[]; idleHints: FetchedScript[] }

const settleMs = 1000

/**
 * Loads `url` in headless Chromium without touching the page and returns every JavaScript response
 * (same origin) until the network is idle plus one second, with the files fetched as `<link rel="prefetch">`
 * (told apart by their idle priority through the DevTools protocol) listed separately.
 * Other origins are blocked: nothing public is reachable here, and it keeps the measure independent of RPC answers.
 */
export async function firstVisit(url: string): Promise<FirstVisit> {
  const origin = new URL(url).origin
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    const needed = new Set<string>()
    const prefetched = new Set<string>()
    session.on('Network.requestWillBeSent', (event) => {
      const path = new URL(event.request.url).pathname
      // This Chromium reports a link prefetch as type Other at priority VeryLow (idle); newer ones say Prefetch.
      if (event.type === 'Prefetch' || event.request.initialPriority === 'VeryLow') prefetched.add(path)
      // The idle import of a prefetched file (src/setup/idleHints.ts) reads the cache: still an idle hint.
      else if (!prefetched.has(path)) needed.add(path)
    })
    await session.send('Network.enable')
    await page.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    )
    const pending: Promise<(FetchedScript & { script: boolean }) | undefined>[] = []
    page.on('response', (response) => {
      const { origin: responseOrigin, pathname } = new URL(response.url())
      const script = /\.m?js$/.test(pathname) || (response.headers()['content-type'] ?? '').includes('javascript')
      // Scripts count for the first load; any built asset may be an idle hint (the connect path's stylesheet too).
      if (responseOrigin !== origin || !(script || pathname.startsWith('/assets/'))) return
      pending.push(
        response.body().then(
          (body) => ({ path: pathname, body, script }),
          () => undefined,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    await page.waitForTimeout(settleMs)
    const fetched = (await Promise.all(pending)).filter((file) => file !== undefined)
    const unique = [...new Map(fetched.map((file) => [file.path, file])).values()]
    const strip = ({ path, body }: FetchedScript): FetchedScript => ({ path, body })
    return {
      scripts: unique.filter((file) => file.script && needed.has(file.path)).map(strip),
      idleHints: unique.filter((file) => prefetched.has(file.path) && !needed.has(file.path)).map(strip),
    }
  } finally {
    await browser.close()
  }
}

/**
 * The JavaScript the integrator example (examples/vanilla, built from the wallet:pack tarball the way
 * tests/e2e/walletPackage.test.ts builds it) fetches over its whole journey in Chromium against anvil:
 * connect, switch to a second chain (added on 4902), sign a message, send a transaction and wait for its
 * receipt. Every same-origin script counts once, gzip level 9 per file, like the app's first-load budget.
 * Never throws: when a step cannot run, the result says why.
 */
import type { Page } from 'playwright-core'
import { startAnvil, type AnvilInstance } from '../stack/anvil.ts'
import { installTestWallet, launchBrowser, newPage, onFreePort, pageErrors } from '../../tests/e2e/harness/index.ts'
import {
  buildExample,
  exampleUrl,
  installPackedExample,
  serveStatic,
  type PackedExample,
} from '../../tests/e2e/harness/vanillaExample.ts'
import { allowKeepNames } from './interaction/journey.ts'
import { kB, sizeOf, sumSizes } from './sizes.ts'

/** The same journey on @wagmi/core (connect, switch, sign, send + receipt), gzip: the figure to stay below. */
export const WAGMI_CORE_JOURNEY_GZIP = 118_800

export type ExampleJourney =
  | { measured: true; files: number; raw: number; gzip: number; targetMet: boolean; seconds: number }
  | { measured: false; reason: string }

const stepTimeout = 60_000

async function click(page: Page, name: string | RegExp): Promise<void> {
  try {
    await page.getByRole('button', { name }).click({ timeout: stepTimeout })
  } catch {
    throw new Error(`no button '${String(name)}' to click; page errors: ${pageErrors(page).join(' | ') || 'none'}`)
  }
}

/** Waits until the element's text matches, failing with the step's name. */
async function waitForText(page: Page, selector: string, pattern: RegExp, step: string): Promise<void> {
  try {
    await page.locator(selector).filter({ hasText: pattern }).waitFor({ state: 'attached', timeout: stepTimeout })
  } catch {
    const shown = await page
      .locator('#error')
      .textContent({ timeout: 1000 })
      .catch(() => '')
    throw new Error(`${step} did not finish${shown ? `: ${shown}` : ''}`)
  }
}

export async function measureExampleJourney(): Promise<ExampleJourney> {
  const started = Date.now()
  let example: PackedExample | undefined
  const stops: (() => unknown)[] = []
  try {
    example = await installPackedExample()
    const site = await serveStatic(await buildExample(example.project))
    stops.push(() => site.server.close())
    const local: AnvilInstance = await onFreePort((port) => startAnvil({ port, chainId: 31337 }))
    stops.push(() => local.stop())
    const second: AnvilInstance = await onFreePort((port) => startAnvil({ port, chainId: 137 }))
    stops.push(() => second.stop())
    const browser = await launchBrowser()
    stops.push(() => browser.close())

    const page = await newPage(browser, { width: 1280 })
    await allowKeepNames(page)
    await installTestWallet(
      page,
      { rpcUrl: local.url, chainId: 31337, secondChain: { rpcUrl: second.url, chainId: 137 } },
      { announce: 'eip6963', name: 'Test Wallet', rdns: 'org.example.testwallet' },
    )
    const origin = new URL(site.url).origin
    const scripts = new Map<string, Promise<Buffer | undefined>>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      const script = /\.m?js$/.test(url.pathname) || (response.headers()['content-type'] ?? '').includes('javascript')
      if (url.origin !== origin || !script || scripts.has(url.pathname)) return
      scripts.set(
        url.pathname,
        response.body().catch(() => undefined),
      )
    })

    await page.goto(exampleUrl(site.url, local.url, second.url))
    await click(page, 'Connect Test Wallet')
    await waitForText(page, '#status', /^connected$/, 'connect')
    await click(page, /Switch to Polygon \(137\)/)
    await waitForText(page, '#chain', /\(137\)/, 'switch')
    await click(page, 'Sign a message')
    await waitForText(page, '#signature', /^0x[0-9a-f]{130}$/, 'sign')
    await click(page, 'Send 0.001 ETH to yourself')
    await waitForText(page, '#transaction', /^success in block/, 'send + receipt')

    const bodies = await Promise.all(scripts.values())
    if (bodies.length === 0 || bodies.some((body) => body === undefined))
      return { measured: false, reason: 'a script body could not be read from the browser' }
    const total = sumSizes((bodies as Buffer[]).map((body) => sizeOf(body)))
    return {
      measured: true,
      files: bodies.length,
      raw: total.raw,
      gzip: total.gzip,
      targetMet: total.gzip < WAGMI_CORE_JOURNEY_GZIP,
      seconds: Math.round((Date.now() - started) / 1000),
    }
  } catch (error) {
    return { measured: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) }
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined)
    example?.remove()
  }
}

export function formatExampleJourney(journey: ExampleJourney): string {
  const target = `target below @wagmi/core's ${kB(WAGMI_CORE_JOURNEY_GZIP)}`
  if (!journey.measured) return `Wallet package example journey: not measured (${journey.reason}); ${target}`
  return (
    `Wallet package example journey (connect, switch, sign, send + receipt): ${kB(journey.gzip)} gzip ` +
    `(${kB(journey.raw)} raw, ${journey.files} JS files, measured in ${journey.seconds} s); ${target}: ` +
    (journey.targetMet ? 'met' : 'missed')
  )
}

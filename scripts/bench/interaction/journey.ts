import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { installTestWallet, type Stack } from '../../../tests/e2e/harness/index.ts'
import { type ChooseBreakdown, chooseBreakdown, reloadBreakdown, type TimingEntry } from './chooseBreakdown.ts'
import { installPageProbe, type ProbeMarks } from './pageProbe.ts'
import { throttle } from './throttle.ts'

/** One cold visit's figures, in ms. */
export type JourneySample = {
  fcp: number
  lcp: number
  /** Cumulative Layout Shift up to the click (a score, not ms). */
  cls: number
  connectEnabled: number
  clickToList: number
  /** Requests and bytes (as transferred) between the click and the listed wallet. */
  clickRequests: number
  clickBytes: number
  chooseToAddress: number
  /** Where the choose → address time went, from the app's User Timing marks. */
  chooseParts: ChooseBreakdown
  /** Reload → the header names the account (from the first byte when the server read the account cookie). */
  reloadToAddress: number
  /** Reload → the account button: the wallet has answered the reconnect. */
  reloadToAccountButton: number
  /** Cumulative Layout Shift of the reload with a saved session, up to a second after the address (a score). */
  reloadCls: number
  /** The elements that moved in those shifts (tag.class), to say what to fix. */
  reloadShiftSources: string[]
  /** Where the reload → account button time went, from the same marks (`wallet:reconnect`, not `wallet:connect`). */
  reloadParts: ChooseBreakdown
  /** Main-thread time running script, and busy at all, from navigation until the loaded page settled (idle hints evaluated). */
  loadScripting: number
  loadBusy: number
  /** The part of `loadScripting` spent by the load event: what the page costs before the idle hints and first reads. */
  loadEventScripting: number
}

export type HoverSample = { hoverClickToList: number }

type WalletStack = Pick<Stack, 'rpcUrl' | 'chainId'>

const settleAfterIdleMs = 500
const reloadSettleMs = 1000
const stepTimeoutMs = 60_000

export class BenchStepError extends Error {
  override name = 'BenchStepError'
}

async function marks(page: Page): Promise<ProbeMarks> {
  return page.evaluate(() => (window as unknown as { __benchMarks: ProbeMarks }).__benchMarks)
}

async function waitForMark(page: Page, name: keyof ProbeMarks): Promise<number> {
  await page
    .waitForFunction(
      (mark) => (window as unknown as { __benchMarks?: ProbeMarks }).__benchMarks?.[mark] !== undefined,
      name,
      { polling: 50, timeout: stepTimeoutMs },
    )
    .catch(() => {
      throw new BenchStepError(`the page never reached '${name}'`)
    })
  const value = (await marks(page))[name]
  if (typeof value !== 'number') throw new BenchStepError(`'${name}' is not a time`)
  return value
}

/** Counts the page's requests and their transferred bytes, from the CDP session's network events. */
export function networkCounter(session: CDPSession) {
  let requests = 0
  let bytes = 0
  session.on('Network.requestWillBeSent', () => {
    requests += 1
  })
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength
  })
  return () => ({ requests, bytes })
}

/** tsx compiles the bench with esbuild's keepNames, which wraps functions in a `__name` helper the page lacks. */
export async function allowKeepNames(page: Page): Promise<void> {
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
}

async function throttledPage(
  browser: Browser,
  stack: WalletStack,
): Promise<{ context: BrowserContext; page: Page; session: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await throttle(session)
  await allowKeepNames(page)
  await page.addInitScript(installPageProbe)
  await installTestWallet(page, stack, { announce: 'eip6963', name: 'Test Wallet', rdns: 'test.wallet' })
  return { context, page, session }
}

/**
 * Loads the app and waits, as a person reading the page, until the idle hints (src/setup/idleHints.ts) have
 * all arrived: they start only after the page's first idle moment, which can come after 'networkidle'.
 */
async function openSettled(page: Page, appUrl: string, atLoadEvent?: () => Promise<void>): Promise<void> {
  await page.goto(appUrl, { waitUntil: 'load', timeout: stepTimeoutMs })
  await atLoadEvent?.()
  await page.waitForLoadState('networkidle', { timeout: stepTimeoutMs })
  await waitForMark(page, 'connectEnabled')
  await page
    .waitForFunction(
      () => {
        const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
        const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name))
        return hints.length > 0 && hints.every((hint) => arrived.has(hint.href))
      },
      undefined,
      { polling: 100, timeout: stepTimeoutMs },
    )
    .catch(() => {
      throw new BenchStepError('the idle hints never all arrived')
    })
  await page.waitForTimeout(settleAfterIdleMs) // their evaluation, then a reading pause
}

/** The split of the last connect (after a pointerdown) or of the reconnect after a reload. */
async function readBreakdown(page: Page, journey: 'choose' | 'reload'): Promise<ChooseBreakdown> {
  const { entries, probe } = await page.evaluate(() => ({
    entries: performance
      .getEntries()
      .filter((entry) => entry.entryType === 'mark' || entry.entryType === 'measure')
      .map(({ name, entryType, startTime, duration }) => ({ name, entryType, startTime, duration })),
    probe: (window as unknown as { __benchMarks: ProbeMarks }).__benchMarks,
  }))
  const timings = entries as TimingEntry[]
  const parts =
    probe.address === undefined
      ? undefined
      : journey === 'reload'
        ? reloadBreakdown(timings, probe.address)
        : probe.pointerDown && chooseBreakdown(timings, probe.pointerDown.at, probe.address)
  if (!parts) throw new BenchStepError(`the ${journey}'s User Timing marks are missing: ${JSON.stringify(entries)}`)
  return parts
}

/**
 * Main-thread time so far, in ms, from Chromium's own counters (CDP Performance.getMetrics): `ScriptDuration`
 * (compiling and running script) and `TaskDuration` (every task). Under the CPU throttle, as a slow phone.
 */
async function mainThreadTime(session: CDPSession): Promise<{ scripting: number; busy: number }> {
  const { metrics } = await session.send('Performance.getMetrics')
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN
  return { scripting: Math.round(seconds('ScriptDuration') * 1000), busy: Math.round(seconds('TaskDuration') * 1000) }
}

function connectButton(page: Page) {
  return page.locator('header').getByRole('button', { name: 'Connect Wallet' })
}

async function sinceLastPointerDown(page: Page, mark: keyof ProbeMarks, expectedTarget: RegExp): Promise<number> {
  const end = await waitForMark(page, mark)
  const down = (await marks(page)).pointerDown
  if (!down || !expectedTarget.test(down.target))
    throw new BenchStepError(`expected a pointerdown on ${expectedTarget}, got ${JSON.stringify(down)}`)
  return end - down.at
}

/**
 * A first visit, cold cache: paint, 'Connect Wallet' (clicked with no hover beforehand), the test wallet
 * chosen, then a reload back to the address. Leaves the page open (connected, on Home) for the idle count.
 */
export async function connectJourney(
  browser: Browser,
  appUrl: string,
  stack: WalletStack,
): Promise<{ sample: JourneySample; page: Page; close(): Promise<void> }> {
  const { context, page, session } = await throttledPage(browser, stack)
  try {
    const traffic = networkCounter(session)
    await session.send('Performance.enable')
    let atLoadEvent: { scripting: number } | undefined
    await openSettled(page, appUrl, async () => {
      atLoadEvent = await mainThreadTime(session)
    })
    const load = await mainThreadTime(session)
    const paint = await marks(page)
    if (paint.fcp === undefined || paint.lcp === undefined || paint.connectEnabled === undefined)
      throw new BenchStepError(`paint timings missing: ${JSON.stringify(paint)}`)

    const before = traffic()
    await connectButton(page).click()
    const clickToList = await sinceLastPointerDown(page, 'walletList', /^Connect Wallet$/)
    const after = traffic()

    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /Test Wallet/ })
      .first()
      .click()
    const chooseToAddress = await sinceLastPointerDown(page, 'address', /Test Wallet/)
    const chooseParts = await readBreakdown(page, 'choose')

    await page.reload({ waitUntil: 'commit' })
    const reloadToAccountButton = await waitForMark(page, 'address')
    const reloadToAddress = await waitForMark(page, 'addressNamed')
    const reloadParts = await readBreakdown(page, 'reload')
    // The header settles after the address (its network pill, the page's figures): shifts then still count.
    await page.waitForTimeout(reloadSettleMs)
    const afterReload = await marks(page)
    return {
      sample: {
        fcp: paint.fcp,
        lcp: paint.lcp,
        cls: paint.cls ?? 0,
        connectEnabled: paint.connectEnabled,
        clickToList,
        clickRequests: after.requests - before.requests,
        clickBytes: after.bytes - before.bytes,
        chooseToAddress,
        chooseParts,
        reloadToAddress,
        reloadToAccountButton,
        reloadParts,
        reloadCls: afterReload.cls ?? 0,
        reloadShiftSources: [...new Set((afterReload.shifts ?? []).flatMap((shift) => shift.sources))],
        loadScripting: load.scripting,
        loadBusy: load.busy,
        loadEventScripting: atLoadEvent?.scripting ?? Number.NaN,
      },
      page,
      close: () => context.close(),
    }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** A first visit, cold cache: the pointer rests 300 ms on 'Connect Wallet' before the click. */
export async function hoverJourney(browser: Browser, appUrl: string, stack: WalletStack): Promise<HoverSample> {
  const { context, page } = await throttledPage(browser, stack)
  try {
    await openSettled(page, appUrl)
    await connectButton(page).hover()
    await page.waitForTimeout(300)
    await connectButton(page).click()
    return { hoverClickToList: await sinceLastPointerDown(page, 'walletList', /^Connect Wallet$/) }
  } finally {
    await context.close()
  }
}

/** A cold visit's First Contentful Paint alone (the page's scripts, if any, are left to run). */
export async function firstPaint(browser: Browser, url: string, stack: WalletStack): Promise<number> {
  const { context, page } = await throttledPage(browser, stack)
  try {
    await page.goto(url, { waitUntil: 'load', timeout: stepTimeoutMs })
    return await waitForMark(page, 'fcp')
  } finally {
    await context.close()
  }
}

/** Tells the page it is hidden (or visible again); see installPageProbe. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(
    (next) => (window as unknown as { __benchSetHidden(h: boolean): void }).__benchSetHidden(next),
    hidden,
  )
}

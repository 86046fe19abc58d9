/** Times (ms since navigation start) the probe records in the page; absent until seen. */
export type ProbeMarks = {
  fcp?: number
  lcp?: number
  /** Cumulative Layout Shift so far: the layout shifts not caused by input, summed. */
  cls?: number
  /** Each of those shifts: when, its score, and the elements that moved (tag.class). */
  shifts?: { at: number; value: number; sources: string[] }[]
  /** 'Connect Wallet' in the header, enabled and hydrated (React's props on the node: a click now does something). */
  connectEnabled?: number
  /** The Connect a Wallet dialog lists the injected test wallet. */
  walletList?: number
  /** The header's account button (the address, the wallet having answered) is in the document. */
  address?: number
  /**
   * The header names the account: the account button, or before it the reconnecting pill of a page served for the
   * account cookie (server/accountPage.ts), which holds the address from the first byte.
   */
  addressNamed?: number
  /** event.timeStamp of the last pointerdown, and what it landed on. */
  pointerDown?: { at: number; target: string }
  /** Whether the bench told the page it is hidden. */
  hidden?: boolean
}

type ProbeWindow = Window & { __benchMarks: ProbeMarks; __benchSetHidden(hidden: boolean): void }

/**
 * Runs in every document before the app (page.addInitScript): records paint timings and the moment each
 * milestone reaches the DOM (a MutationObserver, so the time is the DOM commit, before the next paint).
 * It also lets the bench emulate a hidden tab: headless Chromium keeps every tab visible (neither a
 * background tab, a minimised window nor a frozen lifecycle state changes `document.visibilityState`),
 * so `__benchSetHidden` overrides `visibilityState`/`hidden` and fires `visibilitychange`, as a browser does.
 * Timers keep running at full rate meanwhile, which is stricter than a real hidden tab.
 */
export function installPageProbe(): void {
  const probeWindow = window as unknown as ProbeWindow
  const marks: ProbeMarks = {}
  probeWindow.__benchMarks = marks
  const now = () => Math.round(performance.now())

  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  probeWindow.__benchSetHidden = (next) => {
    hidden = next
    marks.hidden = next
    document.dispatchEvent(new Event('visibilitychange'))
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp ??= Math.round(entry.startTime)
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = Math.round(entry.startTime)
  }).observe({ type: 'largest-contentful-paint', buffered: true })

  marks.cls = 0
  marks.shifts = []
  type LayoutShift = PerformanceEntry & { value?: number; hadRecentInput?: boolean; sources?: { node?: Node }[] }
  const describe = (node: Node | undefined) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue
      marks.cls = (marks.cls ?? 0) + (entry.value ?? 0)
      const sources = (entry.sources ?? []).map((source) => describe(source.node))
      marks.shifts?.push({ at: Math.round(entry.startTime), value: entry.value ?? 0, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })

  window.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? (event.target.closest('button')?.textContent ?? '') : ''
      marks.pointerDown = { at: Math.round(event.timeStamp), target: target.trim() }
    },
    true,
  )

  const check = () => {
    const buttons = [...document.querySelectorAll('header button')]
    if (marks.connectEnabled === undefined) {
      const connect = buttons.find((button) => button.textContent?.trim() === 'Connect Wallet')
      // The prerendered page holds the button before any script runs: it counts once React has hydrated it.
      const hydrated = connect !== undefined && Object.keys(connect).some((key) => key.startsWith('__reactProps$'))
      if (connect instanceof HTMLButtonElement && !connect.disabled && hydrated) marks.connectEnabled = now()
    }
    if (marks.walletList === undefined) {
      const options = document.querySelectorAll('[role="dialog"] button')
      if ([...options].some((option) => option.textContent?.includes('Test Wallet'))) marks.walletList = now()
    }
    if (marks.address === undefined && document.querySelector('header button[aria-label^="Account "]'))
      marks.address = now()
    if (
      marks.addressNamed === undefined &&
      document.querySelector('header button[aria-label^="Account "], header [data-account]')
    )
      marks.addressNamed = now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
}

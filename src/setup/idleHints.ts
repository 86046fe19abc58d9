/**
 * Idle hints: once the page has loaded and the main thread is idle, fetch the code the next likely
 * action needs (the connect path, named by the build in `<meta name="idle-prefetch">`) as
 * `<link rel="prefetch">`: the browser files it as a Prefetch at idle priority. Once every file has
 * arrived, `evaluate` imports the modules from the HTTP cache (the hashed /assets files are immutable),
 * so the click finds them evaluated, not only downloaded. Skipped under Save-Data or a 2g connection,
 * where bytes the person may never use cost them.
 */

/** The meta tag the build writes (scripts/vite/idleHintsPlugin.ts, IDLE_HINTS_META). */
const HINTS_META = 'meta[name="idle-prefetch"]'

/** Longest wait for an idle moment before prefetching anyway. */
const IDLE_TIMEOUT_MS = 3000

interface NetworkInformationLike {
  readonly saveData?: boolean
  readonly effectiveType?: string
}

/** Whether the connection asks us not to spend bytes ahead of need. */
export function hintsAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

/** The URLs the build listed; none when the page has no hints (development, tests). */
export function hintUrls(doc: Document): string[] {
  const content = doc.querySelector(HINTS_META)?.getAttribute('content') ?? ''
  return content.split(/\s+/).filter(Boolean)
}

/** Adds the prefetch links; resolves when every one has loaded or failed. */
function appendPrefetchLinks(doc: Document, urls: readonly string[]): Promise<unknown> {
  return Promise.all(
    urls.map((url) => {
      const link = doc.createElement('link')
      link.rel = 'prefetch'
      link.href = url
      // Module scripts are fetched in CORS mode; the same mode lets the later import() reuse the cached copy.
      if (url.endsWith('.js')) link.crossOrigin = ''
      doc.head.append(link)
      return new Promise((settle) => {
        link.onload = link.onerror = settle
      })
    }),
  )
}

/**
 * Waits for `load` and then an idle moment, adds the prefetch links (once), and calls `evaluate` when they
 * have all settled: an import started earlier would fetch the same files again at full priority.
 */
export function scheduleIdleHints(win: Window, evaluate: () => void): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (!hintsAllowed(connection)) return
  const urls = hintUrls(win.document)
  if (urls.length === 0) return
  const whenIdle = () => {
    const run = () => void appendPrefetchLinks(win.document, urls).then(evaluate)
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    else win.setTimeout(run, 0)
  }
  if (win.document.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
}

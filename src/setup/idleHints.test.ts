import { afterEach, describe, expect, it, vi } from 'vitest'
import { hintsAllowed, hintUrls, scheduleIdleHints } from './idleHints.ts'

function withHints(content: string | undefined): void {
  document.head.innerHTML = content === undefined ? '' : `<meta name="idle-prefetch" content="${content}">`
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ])

describe('idle hints', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('connection %j: hints allowed %s', (connection, allowed) => {
    expect(hintsAllowed(connection)).toBe(allowed)
  })

  it('reads the URLs the build listed, none without the meta tag', () => {
    withHints(' /assets/connect-a.js  /assets/connect-b.css ')
    expect(hintUrls(document)).toEqual(['/assets/connect-a.js', '/assets/connect-b.css'])
    withHints(undefined)
    expect(hintUrls(document)).toEqual([])
  })

  it('adds prefetch links once the page is idle, scripts in CORS mode like module imports', () => {
    withHints('/assets/connect-a.js /assets/connect-b.css')
    const idle = vi.fn((run: () => void) => run())
    vi.stubGlobal('requestIdleCallback', idle)
    scheduleIdleHints(window, () => undefined)
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
    expect(prefetchLinks()).toEqual([
      ['/assets/connect-a.js', ''],
      ['/assets/connect-b.css', null],
    ])
  })

  it('evaluates the connect path only once every prefetch has loaded or failed, not before', async () => {
    withHints('/assets/connect-a.js /assets/connect-b.css')
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run())
    const evaluate = vi.fn()
    scheduleIdleHints(window, evaluate)
    const [script, style] = [...document.head.querySelectorAll('link[rel="prefetch"]')]
    script?.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(evaluate).not.toHaveBeenCalled()
    style?.dispatchEvent(new Event('error')) // a failed hint does not hold the others back
    await vi.waitFor(() => expect(evaluate).toHaveBeenCalledTimes(1))
  })

  it('waits for load when the document is still loading', () => {
    withHints('/assets/connect-a.js')
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run())
    scheduleIdleHints(window, () => undefined)
    expect(prefetchLinks()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(prefetchLinks()).toEqual([['/assets/connect-a.js', '']])
  })

  it('fetches nothing under Save-Data', () => {
    withHints('/assets/connect-a.js')
    const idle = vi.fn((run: () => void) => run())
    const saveData = { document, navigator: { connection: { saveData: true } }, requestIdleCallback: idle }
    const evaluate = vi.fn()
    scheduleIdleHints(saveData as unknown as Window, evaluate)
    expect(idle).not.toHaveBeenCalled()
    expect(evaluate).not.toHaveBeenCalled()
    expect(prefetchLinks()).toEqual([])
  })
})

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
    scheduleIdleHints(window)
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
    expect(prefetchLinks()).toEqual([
      ['/assets/connect-a.js', ''],
      ['/assets/connect-b.css', null],
    ])
  })

  it('waits for load when the document is still loading', () => {
    withHints('/assets/connect-a.js')
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run())
    scheduleIdleHints(window)
    expect(prefetchLinks()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(prefetchLinks()).toEqual([['/assets/connect-a.js', '']])
  })

  it('fetches nothing under Save-Data', () => {
    withHints('/assets/connect-a.js')
    const idle = vi.fn((run: () => void) => run())
    const saveData = { document, navigator: { connection: { saveData: true } }, requestIdleCallback: idle }
    scheduleIdleHints(saveData as unknown as Window)
    expect(idle).not.toHaveBeenCalled()
    expect(prefetchLinks()).toEqual([])
  })
})

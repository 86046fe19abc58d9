import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { NavLink } from './NavLink'
import { pages } from './pages'
import { PREFETCH_ROOT_MARGIN } from './usePrefetch'

/** A controllable IntersectionObserver: tests decide when the link comes into range. */
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly targets: Element[] = []
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {}
  enterView() {
    this.callback([{ isIntersecting: true }])
  }
}

let preload: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  preload = vi.spyOn(pages.stake, 'preload').mockResolvedValue(() => null)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderLink(prefetchOnView = true, path = '/') {
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <NavLink href="/stake" page="stake" prefetchOnView={prefetchOnView}>
        Stake
      </NavLink>
    </Router>,
  )
  return screen.getByRole('link', { name: 'Stake' })
}

describe('NavLink', () => {
  it('prefetches its page when it comes within 200 px of the viewport', () => {
    renderLink()
    expect(FakeObserver.instances).toHaveLength(1)
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe(PREFETCH_ROOT_MARGIN)
    expect(PREFETCH_ROOT_MARGIN).toBe('200px')
    expect(preload).not.toHaveBeenCalled()
    FakeObserver.instances[0]?.enterView()
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('prefetches on hover and on keyboard focus', () => {
    const link = renderLink(false)
    fireEvent.mouseEnter(link)
    fireEvent.focus(link)
    expect(preload).toHaveBeenCalledTimes(2)
  })

  it('does not watch the viewport while hidden', () => {
    renderLink(false)
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('marks the active route with aria-current=page', () => {
    expect(renderLink(true, '/stake').getAttribute('aria-current')).toBe('page')
    cleanup()
    expect(renderLink(true, '/mint').getAttribute('aria-current')).toBeNull()
  })
})

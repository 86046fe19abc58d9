import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazyComponent'

afterEach(cleanup)

const Page = () => <p>Page body</p>

describe('lazyPage', () => {
  it('loads once however often preload is called', async () => {
    const load = vi.fn(() => Promise.resolve(Page))
    const page = lazyPage(load)
    expect(page.isLoaded()).toBe(false)
    await Promise.all([page.preload(), page.preload()])
    await page.preload()
    expect(load).toHaveBeenCalledTimes(1)
    expect(page.isLoaded()).toBe(true)
  })

  it('renders a preloaded page at once, without the fallback', async () => {
    const page = lazyPage(() => Promise.resolve(Page))
    await page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    )
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Page body')).toBeTruthy()
  })

  it('suspends while loading when not preloaded', async () => {
    let resolve: (c: typeof Page) => void = () => undefined
    const page = lazyPage(() => new Promise((r) => (resolve = r)))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => resolve(Page))
    expect(await screen.findByText('Page body')).toBeTruthy()
  })

  it('tries the import again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page)
    const page = lazyPage(load)
    await expect(page.preload()).rejects.toThrow('offline')
    await expect(page.preload()).resolves.toBe(Page)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

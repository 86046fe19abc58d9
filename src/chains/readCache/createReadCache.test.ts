import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CACHE_SETTINGS, ENS_CACHE_MS } from './cacheSettings.ts'
import { createReadCache } from './createReadCache.ts'
import { encodeCache } from './persistence.ts'

const DAY = 86_400_000

describe('read cache', () => {
  let storage: Storage
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    storage = window.localStorage
    storage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('the constants of docs/requirements.md', () => {
    expect(CACHE_SETTINGS).toMatchObject({ storageKey: 'cache', maxAgeMs: DAY, throttleMs: 1000 })
    expect(ENS_CACHE_MS).toBe(DAY)
  })

  it('fetches once, serves the value, shares one request between callers', async () => {
    const cache = createReadCache({ storage })
    const fetcher = vi.fn(async () => 7n)
    expect(cache.read('balance', fetcher)).toMatchObject({ value: undefined, fetching: true, stale: false })
    expect(cache.read('balance', fetcher).fetching).toBe(true)
    await expect(cache.load('balance', fetcher)).resolves.toBe(7n)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(cache.peek('balance')).toMatchObject({ value: 7n, fetching: false, stale: false, error: undefined })
  })

  it('persists under "cache" at most once per 1000 ms', async () => {
    const cache = createReadCache({ storage })
    const setItem = vi.spyOn(storage, 'setItem')
    await cache.load('a', async () => 1)
    await cache.load('b', async () => 'two')
    expect(setItem).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(999)
    expect(setItem).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(setItem).toHaveBeenLastCalledWith('cache', expect.any(String))
    await cache.refresh('a', async () => 3)
    await cache.refresh('a', async () => 4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(setItem).toHaveBeenCalledTimes(2)
    const reloaded = createReadCache({ storage })
    expect(reloaded.peek('a')).toMatchObject({ value: 4, stale: true })
    expect(reloaded.peek('b')).toMatchObject({ value: 'two', stale: true })
  })

  it('offline-first: restored value at once, stale while refreshing, then replaced', async () => {
    const first = createReadCache({ storage })
    await first.load('total', async () => 10n ** 20n)
    first.flush()
    const cache = createReadCache({ storage })
    let resolve: (value: bigint) => void = () => undefined
    const entry = cache.read('total', () => new Promise<bigint>((done) => (resolve = done)))
    expect(entry).toMatchObject({ value: 10n ** 20n, stale: true, fetching: true })
    resolve(5n)
    await vi.advanceTimersByTimeAsync(0)
    expect(cache.peek('total')).toMatchObject({ value: 5n, stale: false, fetching: false })
  })

  it('node unreachable: keeps the value, marks it stale, records the error, no retry', async () => {
    const cache = createReadCache({ storage })
    await cache.load('x', async () => 1)
    await vi.advanceTimersByTimeAsync(CACHE_SETTINGS.freshMs)
    const failing = vi.fn(async () => {
      throw new Error('fetch failed')
    })
    cache.read('x', failing)
    await vi.advanceTimersByTimeAsync(0)
    expect(cache.peek('x')).toMatchObject({ value: 1, stale: true, fetching: false, error: new Error('fetch failed') })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(failing).toHaveBeenCalledTimes(1)
    cache.read('x', failing) // a later read tries again once, nothing in between
    await vi.advanceTimersByTimeAsync(0)
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('serves a fresh value without refetching; invalidate makes the next read fetch', async () => {
    const cache = createReadCache({ storage })
    const fetcher = vi.fn(async () => 'v')
    await cache.load('k:1', fetcher)
    cache.read('k:1', fetcher)
    await vi.advanceTimersByTimeAsync(CACHE_SETTINGS.freshMs - 1)
    cache.read('k:1', fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)
    cache.invalidate('k:')
    cache.read('k:1', fetcher)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('drops entries older than one day, in memory and from storage', async () => {
    const cache = createReadCache({ storage })
    await cache.load('old', async () => 1)
    cache.flush()
    await vi.advanceTimersByTimeAsync(DAY)
    expect(cache.peek('old')).toBeUndefined()
    expect(createReadCache({ storage }).peek('old')).toBeUndefined()
  })

  it('notifies subscribers with the changed key', async () => {
    const cache = createReadCache({ storage })
    const listener = vi.fn()
    const unsubscribe = cache.subscribe(listener)
    await cache.load('k', async () => 1)
    expect(listener.mock.calls).toEqual([['k'], ['k']]) // fetching, then value
    unsubscribe()
    await cache.refresh('k', async () => 2)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['broken JSON', '{"format":', 'it is not valid JSON'],
    ['another app', JSON.stringify({ clientState: { queries: [] }, buster: '' }), 'unknown or foreign format'],
    [
      'a newer version',
      JSON.stringify({ format: 'stakemint-read-cache', version: 2, entries: {} }),
      'unknown or foreign format',
    ],
    ['an array', '[1,2,3]', 'unknown or foreign format'],
  ])('discards %s under "cache" with a warning, never crashes', async (_label, text, reason) => {
    storage.setItem('cache', text)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const cache = createReadCache({ storage })
    expect(warn).toHaveBeenCalledWith(`Discarding the read cache in localStorage 'cache': ${reason}`)
    expect(storage.getItem('cache')).toBeNull()
    await expect(cache.load('k', async () => 'fresh')).resolves.toBe('fresh')
  })

  it('skips malformed entries but keeps good ones', () => {
    const good = JSON.parse(encodeCache({ good: { value: { $bigint: '12' }, updatedAt: Date.now() } })) as {
      entries: Record<string, unknown>
    }
    good.entries.bad = { value: 1 }
    good.entries.worse = 'nope'
    storage.setItem('cache', JSON.stringify(good))
    const cache = createReadCache({ storage })
    expect(cache.peek('good')?.value).toBe(12n)
    expect(cache.peek('bad')).toBeUndefined()
    expect(cache.peek('worse')).toBeUndefined()
  })

  it('a full or failing storage only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const cache = createReadCache({ storage })
    await cache.load('k', async () => 1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(warn).toHaveBeenCalledWith('Could not persist the read cache: QuotaExceededError')
    expect(cache.peek('k')?.value).toBe(1)
  })
})

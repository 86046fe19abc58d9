import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockFeed, documentVisibility, type PageVisibility } from './blockFeed.ts'
import type { JsonRpcCall } from './rpcBatch.ts'

function fakeVisibility(): PageVisibility & { set(hidden: boolean): void } {
  let hidden = false
  const listeners = new Set<() => void>()
  return {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      hidden = next
      for (const listener of listeners) listener()
    },
  }
}

describe('createBlockFeed', () => {
  let chainHead: bigint
  const request = vi.fn(async (_chainId: number, call: JsonRpcCall) => {
    return call.method === 'eth_blockNumber' ? `0x${chainHead.toString(16)}` : `${call.method}@${chainHead}`
  })
  const blockPolls = () => request.mock.calls.filter(([, call]) => call.method === 'eth_blockNumber').length

  beforeEach(() => {
    vi.useFakeTimers()
    chainHead = 10n
    request.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('polls once per interval for all watchers of a chain and reports each new block once', async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = feed.watch(31337, first)
    feed.watch(31337, second)
    await vi.advanceTimersByTimeAsync(0)
    expect(blockPolls()).toBe(1) // the first answer sets the mark, reports nothing
    expect(first).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(4000) // same block: nothing to report
    expect(blockPolls()).toBe(2)
    expect(first).not.toHaveBeenCalled()

    chainHead = 12n
    await vi.advanceTimersByTimeAsync(4000)
    expect(blockPolls()).toBe(3)
    expect(first).toHaveBeenCalledWith(12n)
    expect(second).toHaveBeenCalledWith(12n)

    stopFirst()
    chainHead = 13n
    await vi.advanceTimersByTimeAsync(4000)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it("polls with eth_blockNumber alone and sends every watcher's calls, in one task, only for a new block", async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const onBlock = vi.fn()
    const onTotals = vi.fn()
    feed.watch(31337, { calls: [{ method: 'eth_getBalance', params: ['0x1', 'latest'] }], onBlock })
    feed.watch(31337, { calls: [{ method: 'eth_call', params: [] }], onBlock: onTotals })
    const methods = () => request.mock.calls.map(([, call]) => call.method)
    await vi.advanceTimersByTimeAsync(0)
    expect(methods()).toEqual(['eth_blockNumber'])
    request.mockClear()
    await vi.advanceTimersByTimeAsync(4000 * 5) // an unmoved chain: the tiny poll and nothing more
    expect(methods()).toEqual(Array(5).fill('eth_blockNumber'))

    chainHead = 11n
    request.mockClear()
    let sameTask: string[] = []
    onTotals.mockImplementation(() => {
      sameTask = methods() // the calls went out before any watcher ran, within the poll answer's task
    })
    await vi.advanceTimersByTimeAsync(4000)
    expect(methods()).toEqual(['eth_blockNumber', 'eth_getBalance', 'eth_call'])
    expect(sameTask).toEqual(['eth_blockNumber', 'eth_getBalance', 'eth_call'])
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(11n, expect.any(Promise))
    await expect(onBlock.mock.calls[0]?.[1]).resolves.toEqual(['eth_getBalance@11'])
    await expect(onTotals.mock.calls[0]?.[1]).resolves.toEqual(['eth_call@11'])
    request.mockClear()
    await vi.advanceTimersByTimeAsync(4000) // same block: no calls
    expect(methods()).toEqual(['eth_blockNumber'])
    expect(onBlock).toHaveBeenCalledTimes(1)
  })

  it("polls each chain at its own interval (the chain's block time)", async () => {
    const feed = createBlockFeed({ request, intervalMs: (chainId) => (chainId === 1 ? 12_000 : 2000) })
    feed.watch(1, () => undefined)
    feed.watch(137, () => undefined)
    await vi.advanceTimersByTimeAsync(0)
    request.mockClear()
    await vi.advanceTimersByTimeAsync(60_000)
    const pollsOf = (chainId: number) => request.mock.calls.filter(([id]) => id === chainId).length
    expect(pollsOf(1)).toBe(5)
    expect(pollsOf(137)).toBe(30)
  })

  it('stops polling when the last watcher leaves, and keeps chains apart', async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const stopLocal = feed.watch(31337, () => undefined)
    const stopPolygon = feed.watch(137, () => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(request.mock.calls.map(([chainId]) => chainId)).toEqual([31337, 137])
    stopLocal()
    stopPolygon()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('asks nothing while the page is hidden and catches up at once when it shows again', async () => {
    const visibility = fakeVisibility()
    const feed = createBlockFeed({ request, intervalMs: 4000, visibility })
    const onBlock = vi.fn()
    feed.watch(31337, onBlock)
    await vi.advanceTimersByTimeAsync(0)
    visibility.set(true)
    chainHead = 40n
    await vi.advanceTimersByTimeAsync(60_000)
    expect(blockPolls()).toBe(1)
    visibility.set(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(blockPolls()).toBe(2)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(40n)
  })

  it('does not start polling in a page that opens hidden, and keeps going after a failed poll', async () => {
    const visibility = fakeVisibility()
    visibility.set(true)
    const feed = createBlockFeed({ request, intervalMs: 4000, visibility })
    const onBlock = vi.fn()
    feed.watch(31337, onBlock)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(request).not.toHaveBeenCalled()
    visibility.set(false)
    await vi.advanceTimersByTimeAsync(0)
    request.mockRejectedValueOnce(new Error('node down'))
    await vi.advanceTimersByTimeAsync(4000)
    chainHead = 11n
    await vi.advanceTimersByTimeAsync(4000)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(11n)
  })
  it('reports failed polls to the watchers, and the unmoved head with fresh answers once the node is back', async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const onBlock = vi.fn()
    const onError = vi.fn()
    feed.watch(31337, { calls: [{ method: 'eth_call', params: [] }], onBlock, onError })
    await vi.advanceTimersByTimeAsync(0) // sets the mark at block 10
    request.mockRejectedValue(new Error('node down'))
    await vi.advanceTimersByTimeAsync(8000)
    expect(onError).toHaveBeenCalledTimes(2)
    expect(onBlock).not.toHaveBeenCalled()

    request.mockReset()
    request.mockImplementation(async (_chainId: number, call: JsonRpcCall) =>
      call.method === 'eth_blockNumber' ? `0x${chainHead.toString(16)}` : `${call.method}@${chainHead}`,
    )
    await vi.advanceTimersByTimeAsync(4000) // back, still at block 10: reported once so the reads recover
    expect(onBlock).toHaveBeenCalledTimes(1)
    expect(onBlock.mock.calls[0]?.[0]).toBe(10n)
    await expect(onBlock.mock.calls[0]?.[1]).resolves.toEqual(['eth_call@10'])
    await vi.advanceTimersByTimeAsync(4000) // healthy and unmoved: nothing new
    expect(onBlock).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('after a failed first poll, the first good one reports the head with the calls answered', async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const onBlock = vi.fn()
    const onError = vi.fn()
    request.mockRejectedValueOnce(new Error('node down'))
    feed.watch(31337, { calls: [{ method: 'eth_call', params: [] }], onBlock, onError })
    await vi.advanceTimersByTimeAsync(0)
    expect(onError).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(4000)
    expect(onBlock).toHaveBeenCalledTimes(1)
    await expect(onBlock.mock.calls[0]?.[1]).resolves.toEqual(['eth_call@10'])
  })
})

describe('documentVisibility', () => {
  it('follows visibilitychange on the document', () => {
    const visibility = documentVisibility(document)
    const listener = vi.fn()
    const stop = visibility.onChange(listener)
    document.dispatchEvent(new Event('visibilitychange'))
    stop()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(visibility.isHidden()).toBe(document.visibilityState === 'hidden')
    expect(documentVisibility(undefined).isHidden()).toBe(false)
  })
})

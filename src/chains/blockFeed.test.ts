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

  it("sends the watchers' calls with each poll after the first and hands their answers over with a new block", async () => {
    const feed = createBlockFeed({ request, intervalMs: 4000 })
    const onBlock = vi.fn()
    feed.watch(31337, { calls: [{ method: 'eth_getBalance', params: ['0x1', 'latest'] }], onBlock })
    const methods = () => request.mock.calls.map(([, call]) => call.method)
    await vi.advanceTimersByTimeAsync(0)
    expect(methods()).toEqual(['eth_blockNumber'])
    chainHead = 11n
    request.mockClear()
    vi.advanceTimersByTime(4000) // the poll's requests leave synchronously, in one task: one batch
    expect(methods()).toEqual(['eth_getBalance', 'eth_blockNumber'])
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(11n, expect.any(Promise))
    await expect(onBlock.mock.calls[0]?.[1]).resolves.toEqual(['eth_getBalance@11'])
    await vi.advanceTimersByTimeAsync(4000) // same block: the answers are dropped
    expect(onBlock).toHaveBeenCalledTimes(1)
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

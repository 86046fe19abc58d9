import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../../../tests/unit/properties/propertyRuns.ts'
import { createSiweAdapter } from './createSiweAdapter.ts'
import { SignInCancelledError, SignInTimeoutError } from './errors.ts'
import { anySignalFallback } from './requestBound.ts'
import { SIGN_IN_REQUEST_TIMEOUT_MS, type FetchFunction } from './siweApi.ts'
import type { SignInAdapter, SignInCallOptions } from './types.ts'

// Class: any request of the sign-in client that stalls (no answer, or headers and then no body), whether or not
// the fetch honours its signal, ends by the adapter's timeout, or at once when the flow aborts.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
type Stall = 'headers' | 'body'

/** A fetch that never finishes: no answer at all, or a 200 whose body never arrives; it records its signals. */
function stalledFetch(stall: Stall, honoursSignal: boolean) {
  const signals: AbortSignal[] = []
  const fetchFn: FetchFunction = (_input, init = {}) => {
    const signal = init.signal ?? undefined
    if (signal) signals.push(signal)
    const never = new Promise<never>((_, reject) => {
      if (honoursSignal) signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
    })
    if (stall === 'headers') return never
    const body = new ReadableStream<Uint8Array>({ pull: () => never })
    return Promise.resolve(new Response(body, { status: 200 }))
  }
  return { fetchFn, signals }
}

type Call = (adapter: SignInAdapter, options?: SignInCallOptions) => Promise<unknown>
type CallName = 'nonce' | 'verify' | 'session' | 'logout'
const CALLS: Record<CallName, Call> = {
  nonce: (adapter, options) => adapter.getNonce(options),
  verify: (adapter, options) =>
    adapter.verify(
      { message: adapter.createMessage({ address, chainId: 1, nonce: 'abcdefgh1' }), signature: '0x12' },
      options,
    ),
  session: (adapter, options) => adapter.getSession(options),
  logout: (adapter, options) => adapter.signOut(options),
}

const adapterWith = (fetchFn: FetchFunction, requestTimeoutMs?: number) =>
  createSiweAdapter({
    apiBase: '/api/siwe',
    fetch: fetchFn,
    domain: 'example.org',
    uri: 'https://example.org',
    requestTimeoutMs,
  })

/** Starts a call and reports when it settled, on the fake clock. */
function track(promise: Promise<unknown>) {
  const result: { settled: boolean; error: unknown } = { settled: false, error: undefined }
  promise.then(
    () => void Object.assign(result, { settled: true }),
    (error: unknown) => void Object.assign(result, { settled: true, error }),
  )
  return result
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('every sign-in request is bounded', () => {
  it.each(Object.keys(CALLS) as CallName[])(
    '%s: a server that never answers fails after 10 s, and its fetch is aborted',
    async (name) => {
      const { fetchFn, signals } = stalledFetch('headers', true)
      const call = track(CALLS[name](adapterWith(fetchFn)))
      await vi.advanceTimersByTimeAsync(SIGN_IN_REQUEST_TIMEOUT_MS - 1)
      expect(call.settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(call.error).toBeInstanceOf(SignInTimeoutError)
      expect(call.error).toMatchObject({ status: 0, message: 'The sign-in API did not answer within 10 s' })
      expect(signals).toHaveLength(1)
      expect(signals[0]?.aborted).toBe(true)
    },
  )

  it.each(Object.keys(CALLS) as CallName[])('%s: the flow aborting cancels the fetch at once', async (name) => {
    const { fetchFn, signals } = stalledFetch('headers', true)
    const flow = new AbortController()
    const call = track(CALLS[name](adapterWith(fetchFn), { signal: flow.signal }))
    await vi.advanceTimersByTimeAsync(100)
    expect(signals[0]?.aborted).toBe(false)
    flow.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(signals[0]?.aborted).toBe(true)
    expect(call.error).toBeInstanceOf(SignInCancelledError)
  })

  it('the timeout is the adapter option requestTimeoutMs', async () => {
    const { fetchFn } = stalledFetch('headers', true)
    const call = track(adapterWith(fetchFn, 2_500).getNonce())
    await vi.advanceTimersByTimeAsync(2_499)
    expect(call.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(call.error).toMatchObject({ name: 'SignInTimeoutError', timeoutMs: 2_500 })
  })

  it(
    'class: any call, stalled before its headers or in its body, with a fetch that honours its signal or not, ends exactly at its timeout',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...(Object.keys(CALLS) as CallName[])),
          fc.constantFrom<Stall>('headers', 'body'),
          fc.boolean(),
          fc.integer({ min: 1, max: 120_000 }),
          async (name, stall, honoursSignal, timeoutMs) => {
            const { fetchFn } = stalledFetch(stall, honoursSignal)
            const call = track(CALLS[name](adapterWith(fetchFn, timeoutMs)))
            await vi.advanceTimersByTimeAsync(timeoutMs - 1)
            if (call.settled) return false
            await vi.advanceTimersByTimeAsync(1)
            return call.error instanceof SignInTimeoutError && vi.getTimerCount() === 0
          },
        ),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('anySignalFallback (runtimes without AbortSignal.any)', () => {
  it('aborts with the first signal that aborts, and starts aborted when one already is', () => {
    const [a, b] = [new AbortController(), new AbortController()]
    const { signal } = anySignalFallback([a.signal, b.signal])
    expect(signal.aborted).toBe(false)
    b.abort('b first')
    a.abort('a later')
    expect(signal.reason).toBe('b first')
    expect(anySignalFallback([a.signal]).signal.aborted).toBe(true)
  })

  it('release stops following the signals', () => {
    const a = new AbortController()
    const { signal, release } = anySignalFallback([a.signal])
    release()
    a.abort()
    expect(signal.aborted).toBe(false)
  })
})

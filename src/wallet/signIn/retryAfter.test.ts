import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletConfigError } from '../errors/configErrors.ts'
import { confirmSignOut } from './confirmSignOut.ts'
import { createSignIn } from './createSignIn.ts'
import { createSiweAdapter } from './createSiweAdapter.ts'
import { SignInApiError } from './errors.ts'
import { fakeSiweApi } from './fakeSiweApi.ts'
import { signInWaitMessage } from './messages.ts'
import { MAX_RETRY_WAIT_MS, parseRetryAfter, withRetryAfter } from './retryAfter.ts'
import type { SignInWait } from './types.ts'

const NOW = Date.parse('2026-03-04T05:06:07Z')

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP-dates (RFC 9110), a past date as no wait', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5_000)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
    expect(parseRetryAfter('Wed, 04 Mar 2026 05:06:17 GMT', NOW)).toBe(10_000)
    expect(parseRetryAfter('Wed, 04 Mar 2026 05:00:00 GMT', NOW)).toBe(0)
  })

  it('ignores a missing or malformed header', () => {
    for (const header of [null, '', 'soon', '-1', '1.5', '5s', '2026-03-04T05:06:17Z', 'Wed, 99 Foo 2026'])
      expect(parseRetryAfter(header, NOW), String(header)).toBeUndefined()
  })
})

describe('withRetryAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const refusal = (status: number, retryAfterMs?: number) => new SignInApiError(status, 'refused', retryAfterMs)

  /** A call that fails with `failures` in turn, then answers 'ok'. */
  function scripted(...failures: SignInApiError[]) {
    let calls = 0
    const call = async () => {
      const failure = failures[calls++]
      if (failure) throw failure
      return 'ok'
    }
    return { call, calls: () => calls }
  }

  for (const status of [429, 503] as const) {
    it(`on ${status} waits as long as Retry-After says, says so, and tries once more`, async () => {
      const api = scripted(refusal(status, 2_000))
      const waits: SignInWait[] = []
      const answer = withRetryAfter(api.call, { onWait: (wait) => waits.push(wait) })
      await vi.advanceTimersByTimeAsync(1_999)
      expect(api.calls()).toBe(1)
      expect(waits).toEqual([{ status, seconds: 2, until: NOW + 2_000 }])
      await vi.advanceTimersByTimeAsync(1)
      await expect(answer).resolves.toBe('ok')
      expect(api.calls()).toBe(2)
    })
  }

  it('retries only once: a second refusal is the answer', async () => {
    const second = refusal(429, 1_000)
    const api = scripted(refusal(429, 1_000), second)
    const answer = withRetryAfter(api.call)
    const settled = expect(answer).rejects.toBe(second)
    await vi.advanceTimersByTimeAsync(1_000)
    await settled
    expect(api.calls()).toBe(2)
  })

  it('does not wait without Retry-After, past the longest bearable wait, or on another status', async () => {
    for (const failure of [refusal(429), refusal(503, MAX_RETRY_WAIT_MS + 1), refusal(500, 1_000), refusal(401, 1)]) {
      const api = scripted(failure)
      const onWait = vi.fn()
      await expect(withRetryAfter(api.call, { onWait })).rejects.toBe(failure)
      expect(api.calls()).toBe(1)
      expect(onWait).not.toHaveBeenCalled()
    }
  })

  it('a wait of 0 retries at once and still says "1 s" to people', async () => {
    const api = scripted(refusal(503, 0))
    const waits: SignInWait[] = []
    const answer = withRetryAfter(api.call, { onWait: (wait) => waits.push(wait) })
    await vi.advanceTimersByTimeAsync(0)
    await expect(answer).resolves.toBe('ok')
    expect(waits[0]?.seconds).toBe(1)
  })

  it('an abort ends the wait at once with the refusal it had, and nothing is sent again', async () => {
    const first = refusal(429, 10_000)
    const api = scripted(first)
    const controller = new AbortController()
    const answer = withRetryAfter(api.call, { signal: controller.signal })
    const settled = expect(answer).rejects.toBe(first)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await settled
    await vi.advanceTimersByTimeAsync(20_000)
    expect(api.calls()).toBe(1)
  })
})

describe('the SIWE adapter honours Retry-After', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the header of a 429 nonce answer and a 503 verify answer, and retries each once', async () => {
    const api = fakeSiweApi()
    const adapter = createSiweAdapter({
      apiBase: '/api/siwe',
      fetch: api.fetch,
      domain: 'a.test',
      uri: 'https://a.test',
    })
    const waits: SignInWait[] = []
    const onWait = (wait: SignInWait) => void waits.push(wait)

    api.failNext('nonce', 429, 'Too many requests: try again in 3 s', { 'retry-after': '3' })
    const nonce = adapter.getNonce({ onWait })
    await vi.advanceTimersByTimeAsync(3_000)
    const message = adapter.createMessage({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      nonce: await nonce,
    })

    api.failNext('verify', 503, 'Sign-in is unavailable right now', { 'retry-after': '5' })
    const verified = adapter.verify({ message, signature: '0x1234' }, { onWait })
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(verified).resolves.toBe(true)

    expect(waits.map(({ status, seconds }) => ({ status, seconds }))).toEqual([
      { status: 429, seconds: 3 },
      { status: 503, seconds: 5 },
    ])
    const verifies = api.calls.filter((call) => call.route === 'verify')
    expect(verifies).toHaveLength(2)
    expect(verifies[1]?.body).toEqual(verifies[0]?.body)
  })

  it('a refusal without Retry-After rejects at once with the status and no header figure', async () => {
    const api = fakeSiweApi()
    const adapter = createSiweAdapter({ apiBase: '/api/siwe', fetch: api.fetch })
    api.failNext('nonce', 429, 'Too many requests')
    await expect(adapter.getNonce()).rejects.toMatchObject({ status: 429, retryAfterMs: undefined })
    expect(api.calls).toHaveLength(1)
  })
})

describe('sign-in functions given values that throw when read', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }

  it('an example the property found', () => {
    // `header?.trim` of a null-prototype object, `wait.status` of undefined and option reads threw TypeErrors.
    expect(parseRetryAfter(Object.create(null) as string, NOW)).toBeUndefined()
    expect(parseRetryAfter('5', revoked() as number)).toBeUndefined()
    expect(signInWaitMessage(undefined as unknown as SignInWait)).toMatch(/^Sign-in is unavailable/)
    expect(() => createSiweAdapter(undefined as never)).toThrow(WalletConfigError)
    expect(() => createSignIn(undefined as never)).toThrow(WalletConfigError)
  })

  it('confirmSignOut refuses a signal that throws when read, before any attempt is retried', async () => {
    const signal = {
      get aborted(): boolean {
        throw new Error('trapped')
      },
    }
    const signOut = () => Promise.reject(new Error('down'))
    await expect(confirmSignOut(signOut, { signal: signal as AbortSignal })).rejects.toBeInstanceOf(WalletConfigError)
  })
})

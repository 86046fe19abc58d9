import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ActionFailedError, shortMessageOf } from './errors.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from './nodeUnreachable.ts'

describe('shortMessageOf', () => {
  it('prefers the error’s short message, then its message', () => {
    const withShort = Object.assign(new Error('long details'), { shortMessage: 'Short line.' })
    expect(shortMessageOf(withShort, 'Fallback.')).toBe('Short line.')
    expect(shortMessageOf(new Error('Plain message.'), 'Fallback.')).toBe('Plain message.')
  })

  it('falls back to the caller’s sentence when the error says nothing', () => {
    expect(shortMessageOf(new Error(''), 'The wallet could not disconnect.')).toBe('The wallet could not disconnect.')
    expect(shortMessageOf('not an error', 'The wallet could not switch networks.')).toBe(
      'The wallet could not switch networks.',
    )
  })

  it('says the chain could not be reached, in the app’s words, when the node did not answer', () => {
    const refused = new HttpRequestError({ url: 'http://127.0.0.1:1', cause: new TypeError('Failed to fetch') })
    expect(refused.shortMessage).toBe('HTTP request failed.')
    expect(shortMessageOf(refused, 'Fallback.')).toBe(CHAIN_UNREACHABLE_MESSAGE)
    const timedOut = new TimeoutError({ body: { method: 'eth_call' }, url: 'http://127.0.0.1:1' })
    expect(shortMessageOf(timedOut, 'Fallback.')).toBe(CHAIN_UNREACHABLE_MESSAGE)
    // deep inside what the app threw around it
    const wrapped = new ActionFailedError('simulation-failed', 'HTTP request failed.', {
      cause: new Error('estimate', { cause: refused }),
    })
    expect(shortMessageOf(wrapped, 'Fallback.')).toBe(CHAIN_UNREACHABLE_MESSAGE)
  })

  it('keeps the node’s own answers: a JSON-RPC error is not a node that is down', () => {
    const answered = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'nonce too low' },
      url: 'http://x',
    })
    expect(shortMessageOf(answered, 'Fallback.')).toBe(answered.shortMessage)
  })
})

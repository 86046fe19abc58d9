/**
 * A node's answers to the app's own JSON-RPC batches (src/chains/rpcBatch.ts) and what Home reads out of them
 * (decodeHomeTotals): any answer, including entries that throw from a getter or a Proxy's trap and results that are
 * thenables, settles every call with its result or an RpcRequestError, never hangs and never rejects with whatever
 * the answer threw.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeHomeTotals, HomeTotalsError } from '../../../src/app/home/readHomeTotals.ts'
import { createRpcBatcher, RpcRequestError } from '../../../src/chains/rpcBatch.ts'
import { type Hostile, hostileRecord, plain, recipe, untrustedValue } from './hostileValues.ts'
import { PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const WORD = `0x${'00'.repeat(31)}2a`
const result = fc.oneof(plain(fc.constantFrom(WORD, '0x1', null)), untrustedValue)
const answerEntry = hostileRecord({
  jsonrpc: plain(fc.constant('2.0')),
  id: plain(fc.constantFrom(0, 1, 2, '0')),
  result,
  error: fc.oneof(
    plain(fc.constant(undefined)),
    hostileRecord({ code: plain(fc.integer()), message: plain(fc.string()) }),
  ),
})
/** A batch answer: entries with hostile parts, or any value at all. */
const answer = fc.oneof(
  fc
    .array(answerEntry, { maxLength: 3 })
    .map((entries) =>
      recipe(`[${entries.map((entry) => entry[fc.toStringMethod]()).join(', ')}]`, () => entries.map((e) => e.make())),
    ),
  untrustedValue,
)
/** Longer than a batch takes (the next task), short enough that a hang fails quickly. */
const HANG_MS = 2000

type Settled = { ok: true } | { ok: false; error: unknown } | 'hung'

function settleWithin(promise: Promise<unknown>): Promise<Settled> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('hung'), HANG_MS)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve({ ok: true })
      },
      (error: unknown) => {
        clearTimeout(timer)
        resolve({ ok: false, error })
      },
    )
  })
}

/** A batcher whose node answers with `made` (built when the batch leaves). */
function batcherAnswering(made: Hostile) {
  const response = { json: () => Promise.resolve().then(() => made.make()) } as Response
  return createRpcBatcher({ fetch: () => Promise.resolve(response) })
}

const isTyped = (outcome: Settled): boolean =>
  outcome !== 'hung' && (outcome.ok || outcome.error instanceof RpcRequestError)

describe('the JSON-RPC batcher (createRpcBatcher) on any answer', () => {
  it('settles every call with a result or an RpcRequestError, never hangs', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(answer, async (made) => {
        const batcher = batcherAnswering(made)
        const call = { method: 'eth_call', params: [] }
        const outcomes = await Promise.all([
          settleWithin(batcher.request('http://node', call)),
          settleWithin(batcher.request('http://node', call)),
        ])
        return outcomes.every(isTyped)
      }),
      runParameters(),
    )
  })

  it('an entry whose id throws fails its batch with an RpcRequestError (an example the property found)', async () => {
    const entry = Object.defineProperty({ result: WORD }, 'id', {
      get: () => {
        throw new Error('trapped')
      },
    })
    const batcher = batcherAnswering(recipe('entry with a throwing id', () => [entry]))
    const outcome = await settleWithin(batcher.request('http://node', { method: 'eth_call', params: [] }))
    expect(outcome !== 'hung' && !outcome.ok && outcome.error).toBeInstanceOf(RpcRequestError)
  })

  it('a thenable result is refused rather than adopted (an example the property found)', async () => {
    // A thenable that never calls back: adopted, the call would wait forever.
    // biome-ignore lint/suspicious/noThenProperty: a thenable result is this test's input
    const thenable = { then: () => undefined }
    const batcher = batcherAnswering(recipe('a thenable result', () => [{ id: 0, result: thenable }]))
    const outcome = await settleWithin(batcher.request('http://node', { method: 'eth_call', params: [] }))
    expect(outcome !== 'hung' && !outcome.ok && outcome.error).toBeInstanceOf(RpcRequestError)
  })
})

describe("Home's totals (decodeHomeTotals) from any results", () => {
  it('returns four totals or throws HomeTotalsError', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.array(result, { minLength: 4, maxLength: 4 }), (results) => {
        const outcome = returnsOrThrows(
          () => decodeHomeTotals(results.map((value) => value.make())),
          HomeTotalsError,
          1000,
        )
        return !outcome.ok || Object.values(outcome.value).every((total) => typeof total === 'bigint')
      }),
      runParameters(),
    )
  })
})

/** The memory store's token buckets under churn (server/siwe/store/bucketEviction.ts). */
import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../server/siwe/index.ts'

const rule = { burst: 20, perSecond: 1 }
// A small bound keeps the test quick (the store's periodic sweep walks every bucket); the churn is 200 times it.
const maxBuckets = 1_000
const others = 200_000

async function drain(store: ReturnType<typeof createMemoryStore>, time: number): Promise<void> {
  for (let index = 0; index < rule.burst; index++) await store.takeToken('nonce:drained', rule, time)
  expect((await store.takeToken('nonce:drained', rule, time)).allowed).toBe(false)
}

describe('rate-limit buckets in memory', () => {
  // Class: a client whose bucket is not yet refilled is forgotten once other keys fill the map, so churning
  // addresses resets its own limit. Members: churn from just past the bound to 200 times it, at one instant or spread.
  it.each([maxBuckets, maxBuckets * 2 + 1, others])(
    'a drained client stays limited while %i other addresses take a token each',
    async (count) => {
      const time = 1_000_000
      const store = createMemoryStore({ now: () => time, maxBuckets })
      await drain(store, time)
      let refused = 0
      for (let index = 0; index < count; index++) {
        if (
          !(await store.takeToken(`nonce:10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, rule, time)).allowed
        )
          refused++
      }
      expect(refused).toBe(0)
      expect(await store.takeToken('nonce:drained', rule, time)).toMatchObject({ allowed: false, retryAfterMs: 1000 })
    },
    60_000,
  )

  it('with the churn spread over 10 s the drained bucket keeps its own refill: 10 tokens, not a fresh 20', {
    timeout: 60_000,
  }, async () => {
    let time = 1_000_000
    const store = createMemoryStore({ now: () => time, maxBuckets })
    await drain(store, time)
    for (let index = 0; index < others; index++) {
      if (index % 20_000 === 19_999) time += 1_000
      await store.takeToken(`nonce:k${index}`, rule, time)
    }
    let allowed = 0
    for (let index = 0; index < rule.burst; index++)
      if ((await store.takeToken('nonce:drained', rule, time)).allowed) allowed++
    expect(allowed).toBe(10)
  })
})

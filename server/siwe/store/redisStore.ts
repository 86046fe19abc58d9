import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { getAddress, type Address } from 'viem'
import { connectRedis } from './redisConnection.ts'
import { DELETE_SESSIONS_OF, SAVE_SESSION, TAKE_TOKEN } from './redisScripts.ts'
import { assertSessionEnds, type SiweStore, type StoredSession } from './types.ts'

export type RedisStoreOptions = {
  /** Key prefix, so several apps can share one Redis (default 'siwe:'). */
  readonly prefix?: string
  readonly now?: () => number
  /** Called once per outage and once on recovery (default console.error). */
  readonly log?: (line: string) => void
}

/**
 * Used nonces, sessions and rate-limit buckets in Redis, shared by every instance: SET NX PXAT for nonces,
 * Lua for sessions and buckets, key expiry for clean-up. Commands never queue while Redis is away: each
 * fails at once with StoreUnavailableError (503), and the client reconnects in the background.
 */
export function createRedisStore(url: string, options: RedisStoreOptions = {}): SiweStore {
  const prefix = options.prefix ?? 'siwe:'
  const now = options.now ?? Date.now
  let lastSeenMark: string | undefined
  // Until the first connection says otherwise (markChecked), nonces of other running instances count.
  let rememberedSince = 0
  let markChecked: Promise<void> = Promise.resolve()

  // Redis with persistence off forgets everything on restart. The marker key tells: when it is not the
  // one seen before, used nonces are gone, so nonces issued before now must not be accepted any more.
  const onReady = (redis: Redis): void => {
    markChecked = (async () => {
      // A new value on every attempt: whichever instance reconnects first after a restart writes one nobody saw.
      const candidate = randomBytes(12).toString('hex')
      await redis.set(`${prefix}marker`, candidate, 'NX')
      const mark = await redis.get(`${prefix}marker`)
      const fresh = mark === candidate && lastSeenMark === undefined
      if ((lastSeenMark !== undefined && mark !== lastSeenMark) || fresh) rememberedSince = now()
      lastSeenMark = mark ?? undefined
    })().catch(() => {
      rememberedSince = now()
    })
  }
  const { redis, run, close } = connectRedis(url, {
    label: 'sign-in store',
    onReady,
    ...(options.log ? { log: options.log } : {}),
  })
  const sessionKey = (id: string) => `${prefix}session:${id}`
  const addressKey = (address: Address) => `${prefix}address:${address.toLowerCase()}`

  return {
    markNonceUsed: (nonce, expiresAt) =>
      run(async () => {
        await markChecked
        return (await redis.set(`${prefix}nonce:${nonce}`, '1', 'PXAT', expiresAt, 'NX')) === 'OK'
      }),
    rememberedSince: () => rememberedSince,
    saveSession: async (session) => {
      assertSessionEnds(session)
      await run(async () => {
        const json = JSON.stringify({
          address: session.address,
          chainId: session.chainId,
          expiresAt: session.expiresAt,
        })
        await redis.eval(
          SAVE_SESSION,
          2,
          sessionKey(session.id),
          addressKey(session.address),
          json,
          session.expiresAt,
          session.id,
          now(),
        )
      })
    },
    readSession: (id) => run(async () => parseSession(id, await redis.get(sessionKey(id)))),
    deleteSession: (id) => run(async () => void (await redis.del(sessionKey(id)))),
    deleteSessionsOf: (address) =>
      run(async () => Number(await redis.eval(DELETE_SESSIONS_OF, 1, addressKey(address), sessionKey('')))),
    takeToken: (key, rule, time) =>
      run(async () => {
        // After a reconnect, the restart check settles first: a nonce issued meanwhile (the rate limit runs before
        // the nonce endpoint) would predate the `rememberedSince` it is about to set, and be refused as expired.
        await markChecked
        const wait = Number(await redis.eval(TAKE_TOKEN, 1, `${prefix}bucket:${key}`, rule.burst, rule.perSecond, time))
        return wait < 0 ? { allowed: true } : { allowed: false, retryAfterMs: wait }
      }),
    markKnown: (key, until) =>
      run(async () => void (await redis.set(`${prefix}known:${key}`, '1', 'PXAT', Math.max(until, now() + 1)))),
    isKnown: (key) => run(async () => (await redis.exists(`${prefix}known:${key}`)) === 1),
    close,
  }
}

function parseSession(id: string, json: string | null): StoredSession | undefined {
  if (json === null) return undefined
  try {
    const { address, chainId, expiresAt } = JSON.parse(json) as Record<string, unknown>
    if (typeof address !== 'string' || typeof chainId !== 'number' || typeof expiresAt !== 'number') return undefined
    return { id, address: getAddress(address), chainId, expiresAt }
  } catch {
    return undefined
  }
}

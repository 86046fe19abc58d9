import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { getAddress, type Address } from 'viem'
import { DELETE_SESSIONS_OF, SAVE_SESSION, TAKE_TOKEN } from './redisScripts.ts'
import { assertSessionEnds, StoreUnavailableError, type SiweStore, type StoredSession } from './types.ts'

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
  const log = options.log ?? ((line: string) => console.error(line))
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: () => 500,
  })
  let lastSeenMark: string | undefined
  // Until the first connection says otherwise (markChecked), nonces of other running instances count.
  let rememberedSince = 0
  let markChecked: Promise<void> = Promise.resolve()
  let down = false
  let closing = false

  // Redis with persistence off forgets everything on restart. The marker key tells: when it is not the
  // one seen before, used nonces are gone, so nonces issued before now must not be accepted any more.
  redis.on('ready', () => {
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
    if (down) log(`sign-in store: Redis at ${redactedUrl(url)} is reachable again`)
    down = false
  })
  const markDown = (reason: string): void => {
    if (!down && !closing)
      log(`sign-in store: Redis at ${redactedUrl(url)} cannot be reached (${reason}); answering 503 until it returns`)
    down = true
  }
  redis.on('error', (error: Error) => markDown(error.message))
  redis.on('close', () => markDown('connection closed'))

  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command()
    } catch (error) {
      throw new StoreUnavailableError(error instanceof Error ? error.message : String(error), { cause: error })
    }
  }
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
        const wait = Number(await redis.eval(TAKE_TOKEN, 1, `${prefix}bucket:${key}`, rule.burst, rule.perSecond, time))
        return wait < 0 ? { allowed: true } : { allowed: false, retryAfterMs: wait }
      }),
    async close() {
      closing = true
      await redis.quit().catch(() => redis.disconnect())
    },
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

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured URL'
  }
}

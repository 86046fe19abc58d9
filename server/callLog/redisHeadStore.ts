import { connectRedis } from '../siwe/store/redisConnection.ts'
import { HEAD_TTL_MS, type HeadStore, type SessionHead } from './headStore.ts'

/**
 * Compare-and-set of one session's head, run inside Redis so it is atomic across instances.
 * KEYS[1] the head; ARGV: the expected value ('' for none), the new value, the TTL (ms).
 * Returns { 1 } when set, else { 0, the value found ('' for none) }.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return { 0, current } end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return { 1 }`

/**
 * Heads in Redis, shared by every instance that points at it (the sign-in API's Redis): one key per session
 * holding `<seq>:<hash>`, updated by COMPARE_AND_SET and expiring HEAD_TTL_MS after its last update.
 */
export function createRedisHeadStore(
  url: string,
  options: { prefix?: string; ttlMs?: number; log?: (line: string) => void } = {},
): HeadStore {
  const prefix = options.prefix ?? 'calls:head:'
  const ttlMs = options.ttlMs ?? HEAD_TTL_MS
  const { run, close } = connectRedis(url, {
    label: 'call-log checkpoints',
    ...(options.log ? { log: options.log } : {}),
  })
  return {
    read: (sessionId) => run(async (redis) => decode(await redis.get(`${prefix}${sessionId}`))),
    compareAndSet: (sessionId, expected, next) =>
      run(async (redis) => {
        const answer = await redis.eval(
          COMPARE_AND_SET,
          1,
          `${prefix}${sessionId}`,
          encode(expected),
          encode(next),
          ttlMs,
        )
        if (!Array.isArray(answer)) throw new Error(`unexpected answer from Redis: ${String(answer)}`)
        if (Number(answer[0]) === 1) return { ok: true as const }
        return { ok: false as const, current: decode(typeof answer[1] === 'string' ? answer[1] : null) }
      }),
    close,
  }
}

function encode(head: SessionHead | undefined): string {
  return head ? `${head.seq}:${head.hash}` : ''
}

function decode(value: string | null): SessionHead | undefined {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(value ?? '')
  return match ? { seq: Number(match[1]), hash: match[2] ?? '' } : undefined
}

import type { SiweFromEnv } from '../siwe/fromEnv.ts'
import { redactedUrl } from '../siwe/store/redisConnection.ts'
import type { RouteHandler } from '../static.ts'
import { createCallLogHandler } from './createCallLogHandler.ts'
import type { HeadStore } from './headStore.ts'
import { createMemoryHeadStore } from './memoryHeadStore.ts'
import { createRedisHeadStore } from './redisHeadStore.ts'
import { createSigningKeys, generateSigningKey, parsePreviousKeys, parseSigningKey } from './signingKeys.ts'

export type CallLogFromEnv = {
  route: RouteHandler
  heads: HeadStore
  /** One line for the start-up log: the signing key's id, where it came from, where heads are kept. */
  description: string
}

/** What the call-log API shares with the sign-in API: its store (rate-limit buckets), Redis, proxies, limit switch. */
export type SharedWithSignIn = Pick<SiweFromEnv, 'store' | 'trustProxy' | 'redisUrl' | 'rateLimited'>

export const EPHEMERAL_KEY_WARNING =
  'call-log checkpoints: CALL_LOG_SIGNING_KEY is not set, so checkpoints are signed with a key generated at start: ' +
  'they will not verify after a restart, nor against another instance. Set CALL_LOG_SIGNING_KEY to an Ed25519 ' +
  'private key (PKCS#8 PEM: `openssl genpkey -algorithm ed25519`), the same on every instance.'

/**
 * The call-log checkpoint API configured from the environment:
 *   CALL_LOG_SIGNING_KEY    PKCS#8 PEM of the Ed25519 key that signs (line breaks real or written `\n`); unset:
 *                           a key generated at start
 *   CALL_LOG_PREVIOUS_KEYS  retired keys' public halves, still listed in the JWKS: SPKI PEM blocks one after
 *                           another, or a JWKS JSON string ({"keys":[…]})
 * and, shared with the sign-in API: heads in its Redis when it has one (SIWE_REDIS_URL or REDIS_URL), rate-limit
 * buckets in its store, TRUST_PROXY, SIWE_RATE_LIMIT=off. A malformed key throws, so the server does not start.
 *
 * Production without CALL_LOG_SIGNING_KEY starts with a generated key and a warning rather than refusing: the
 * checkpoints are an optional record beside the app, and refusing would take the pages and sign-in down with them
 * (and stop every existing `npm run serve` deployment after an upgrade). What is lost is said plainly at start:
 * checkpoints then verify only while this process runs.
 */
export function callLogFromEnv(
  env: NodeJS.ProcessEnv,
  shared: SharedWithSignIn,
  options: { production: boolean; warn?: (line: string) => void },
): CallLogFromEnv {
  const configured = env.CALL_LOG_SIGNING_KEY?.trim()
  const privateKey = configured ? parseSigningKey(configured) : generateSigningKey()
  const previous = parsePreviousKeys(env.CALL_LOG_PREVIOUS_KEYS)
  if (!configured && options.production) (options.warn ?? ((line: string) => console.warn(line)))(EPHEMERAL_KEY_WARNING)
  const keys = createSigningKeys(privateKey, previous)
  const heads = shared.redisUrl ? createRedisHeadStore(shared.redisUrl) : createMemoryHeadStore()
  const route = createCallLogHandler({
    keys,
    heads,
    store: shared.store,
    trustProxy: shared.trustProxy,
    ...(shared.rateLimited ? {} : { rateLimits: false as const }),
  })
  const source = configured ? 'CALL_LOG_SIGNING_KEY' : 'generated at start'
  const retired = keys.jwks.keys.length - 1
  const description = [
    `key ${keys.current.kid} (${source})`,
    ...(retired > 0 ? [`${retired} previous`] : []),
    `heads ${shared.redisUrl ? `in Redis at ${redactedUrl(shared.redisUrl)}` : 'in memory'}`,
  ].join(', ')
  return { route, heads, description }
}

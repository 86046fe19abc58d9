import type { RouteHandler } from '../static.ts'
import { createSiweHandler } from './createSiweHandler.ts'
import { getAddress, isAddress, type Address } from 'viem'
import { DEFAULT_NODE_BUDGET, DEFAULT_NODE_SHARES, type NodeBudgetRules, type NodeBudgetShares } from './nodeBudget.ts'
import { rpcVerifier } from './rpcVerifier.ts'
import { parseTrustedProxies, type TrustedProxies } from './trustedProxies.ts'
import { createMemoryStore } from './store/memoryStore.ts'
import { redactedUrl } from './store/redisConnection.ts'
import { createRedisStore } from './store/redisStore.ts'
import type { SiweStore } from './store/types.ts'

export type SiweFromEnv = {
  route: RouteHandler
  store: SiweStore
  trustProxy: TrustedProxies
  storeName: string
  /** The Redis the store uses (SIWE_REDIS_URL or REDIS_URL), for other APIs that share it (server/callLog). */
  redisUrl: string | undefined
  /** false when SIWE_RATE_LIMIT=off: the switch holds for every API mounted beside sign-in. */
  rateLimited: boolean
}

/**
 * The sign-in API configured from the environment:
 *   SIWE_RPC_URL   comma-separated RPC URLs, one per chain people may sign in on (default: the app's own
 *                  VITE_LOCAL_RPC_URL and VITE_RPC_URLS, else http://127.0.0.1:$CHAIN_PORT|8545)
 *   SIWE_DOMAIN    comma-separated host[:port] list messages may name (default: loopback hosts only)
 *   SIWE_SECRET    HMAC key for nonces and session cookies (default: random per process)
 *   SIWE_REDIS_URL (or REDIS_URL) used nonces, sessions and rate limits in Redis, shared by instances;
 *                  SIWE_SECRET is then required, the same on every instance
 *   SIWE_SESSION_MAX_SECONDS  the longest session (default 86400)
 *   SIWE_RATE_LIMIT  'off' turns the per-client limits off (load tests only)
 *   SIWE_NODE_LOOKUPS_PER_MINUTE, SIWE_NODE_CALLS_PER_MINUTE  the node budget of verification, all instances
 *                  together: eth_getCode (default 300) and eth_call (default 60) a minute, a sixth of it as a burst
 *   SIWE_NODE_CLIENT_PERCENT  the part of that budget one client (address, IPv6 /64) may use (default 20)
 *   SIWE_NODE_RESERVE_PERCENT the part kept for accounts that signed in through the node before (default 50)
 *   SIWE_NODE_WAIT_MS  how long a node call may wait in line before the answer is 503 'busy' (default 2000)
 *   SIWE_CALL_GAS_LIMIT  gas limit of each verification eth_call (default 2000000)
 *   SIWE_ERC6492_FACTORIES  comma-separated factories whose counterfactual accounts may sign in (ERC-6492);
 *                  default the Coinbase Smart Wallet factories; 'none' for no factory
 *   TRUST_PROXY    the proxies in front of the server, by address or CIDR range (trustedProxies.ts; default none)
 */
export function siweFromEnv(env: NodeJS.ProcessEnv = process.env): SiweFromEnv {
  const rpcUrls = list(env.SIWE_RPC_URL) ??
    appRpcUrls(env) ?? [`http://127.0.0.1:${nonEmpty(env.CHAIN_PORT) ?? '8545'}`]
  for (const url of rpcUrls)
    if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`SIWE_RPC_URL must list http(s) URLs, got '${url}'`)
  const secret = nonEmpty(env.SIWE_SECRET)
  const redisUrl = nonEmpty(env.SIWE_REDIS_URL) ?? nonEmpty(env.REDIS_URL)
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new Error(`SIWE_REDIS_URL must be a redis:// or rediss:// URL, got '${redactedUrl(redisUrl)}'`)
  if (redisUrl && !secret)
    throw new Error(
      'SIWE_SECRET must be set when SIWE_REDIS_URL (or REDIS_URL) is: every instance signs nonces and cookies with it',
    )
  const trustProxy = parseTrustedProxies(env.TRUST_PROXY)
  const sessionMaxSeconds = nonNegativeInteger('SIWE_SESSION_MAX_SECONDS', env.SIWE_SESSION_MAX_SECONDS)
  if (sessionMaxSeconds === 0) throw new Error('SIWE_SESSION_MAX_SECONDS must be at least 1')
  const rateLimit = nonEmpty(env.SIWE_RATE_LIMIT)
  if (rateLimit !== undefined && rateLimit !== 'off' && rateLimit !== 'on')
    throw new Error(`SIWE_RATE_LIMIT must be 'on' or 'off', got '${rateLimit}'`)

  const nodeBudget = nodeBudgetFromEnv(env)
  const nodeBudgetShares = nodeSharesFromEnv(env)
  const callGasLimit = nonNegativeInteger('SIWE_CALL_GAS_LIMIT', env.SIWE_CALL_GAS_LIMIT)
  if (callGasLimit !== undefined && callGasLimit < 100_000)
    throw new Error('SIWE_CALL_GAS_LIMIT must be at least 100000: a smart-account check needs that much')
  const erc6492Factories = factoriesFromEnv(env.SIWE_ERC6492_FACTORIES)

  const store = redisUrl ? createRedisStore(redisUrl) : createMemoryStore()
  const route = createSiweHandler({
    verifier: rpcVerifier(rpcUrls, callGasLimit ? { callGasLimit: BigInt(callGasLimit) } : {}),
    nodeBudget,
    nodeBudgetShares,
    ...(erc6492Factories ? { erc6492Factories } : {}),
    domains: list(env.SIWE_DOMAIN),
    secret,
    store,
    trustProxy,
    ...(sessionMaxSeconds ? { sessionMaxMs: sessionMaxSeconds * 1000 } : {}),
    ...(rateLimit === 'off' ? { rateLimits: false as const } : {}),
  })
  return {
    route,
    store,
    trustProxy,
    storeName: redisUrl ? `Redis at ${redactedUrl(redisUrl)}` : 'memory',
    redisUrl,
    rateLimited: rateLimit !== 'off',
  }
}

/** The sign-in API's route alone (Vite's dev server). */
export function siweHandlerFromEnv(env: NodeJS.ProcessEnv = process.env): RouteHandler {
  return siweFromEnv(env).route
}

/** An integer 0 or more from the environment; undefined when unset. */
export function nonNegativeInteger(name: string, value: string | undefined): number | undefined {
  const text = nonEmpty(value)
  if (text === undefined) return undefined
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new Error(`${name} must be a whole number of 0 or more, got '${text}'`)
  return Number(text)
}

/** The budget per minute from the environment; a sixth of each (ten seconds' worth) may come at once. */
function nodeBudgetFromEnv(env: NodeJS.ProcessEnv): NodeBudgetRules {
  const rule = (name: string, fallback: NodeBudgetRules['lookups']) => {
    const perMinute = nonNegativeInteger(name, env[name])
    if (perMinute === undefined) return fallback
    if (perMinute === 0) throw new Error(`${name} must be at least 1: with 0 no smart account could sign in`)
    return { burst: Math.max(1, Math.ceil(perMinute / 6)), perSecond: perMinute / 60 }
  }
  return {
    lookups: rule('SIWE_NODE_LOOKUPS_PER_MINUTE', DEFAULT_NODE_BUDGET.lookups),
    calls: rule('SIWE_NODE_CALLS_PER_MINUTE', DEFAULT_NODE_BUDGET.calls),
  }
}

/** How the node budget is shared (nodeBudget.ts), from percentages and a wait in ms. */
function nodeSharesFromEnv(env: NodeJS.ProcessEnv): NodeBudgetShares {
  const client = nonNegativeInteger('SIWE_NODE_CLIENT_PERCENT', env.SIWE_NODE_CLIENT_PERCENT)
  if (client !== undefined && (client < 1 || client > 100))
    throw new Error('SIWE_NODE_CLIENT_PERCENT must be from 1 to 100: the part of the node budget one client may use')
  const reserve = nonNegativeInteger('SIWE_NODE_RESERVE_PERCENT', env.SIWE_NODE_RESERVE_PERCENT)
  if (reserve !== undefined && reserve > 90)
    throw new Error(
      'SIWE_NODE_RESERVE_PERCENT must be from 0 to 90: accounts signing in for the first time need the rest',
    )
  const waitMs = nonNegativeInteger('SIWE_NODE_WAIT_MS', env.SIWE_NODE_WAIT_MS)
  if (waitMs !== undefined && waitMs > 10_000)
    throw new Error('SIWE_NODE_WAIT_MS must be at most 10000: a visitor should hear back within seconds')
  return {
    client: client === undefined ? DEFAULT_NODE_SHARES.client : client / 100,
    reserve: reserve === undefined ? DEFAULT_NODE_SHARES.reserve : reserve / 100,
    waitMs: waitMs ?? DEFAULT_NODE_SHARES.waitMs,
  }
}

function factoriesFromEnv(value: string | undefined): Address[] | undefined {
  if (nonEmpty(value) === 'none') return []
  return list(value)?.map((item) => {
    if (!isAddress(item, { strict: false }))
      throw new Error(`SIWE_ERC6492_FACTORIES must list contract addresses (0x and 40 hex digits), got '${item}'`)
    return getAddress(item)
  })
}

/** The RPC URLs the app itself is configured with (Vite env, as `npm start` and the test harness set it). */
function appRpcUrls(env: NodeJS.ProcessEnv): string[] | undefined {
  let mapped: string[] = []
  try {
    const parsed: unknown = JSON.parse(env.VITE_RPC_URLS || '{}')
    if (typeof parsed === 'object' && parsed !== null)
      mapped = Object.values(parsed).filter((url): url is string => typeof url === 'string')
  } catch {
    // The app reports a malformed VITE_RPC_URLS itself; here it only means no extra chains.
  }
  const urls = [...(list(env.VITE_LOCAL_RPC_URL) ?? []), ...mapped].filter((url) => /^https?:\/\//.test(url))
  return urls.length > 0 ? [...new Set(urls)] : undefined
}

function list(value: string | undefined): string[] | undefined {
  const items =
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean) ?? []
  return items.length > 0 ? items : undefined
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined
}

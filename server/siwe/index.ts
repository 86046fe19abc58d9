// The sign-in (SIWE) API: one RouteHandler for server/serve.ts and Vite's dev server.
export {
  createSiweHandler,
  NO_SESSION_TO_END_MESSAGE,
  SIGN_OUT_UNCONFIRMED_MESSAGE,
  SIWE_API_BASE,
  STORE_UNAVAILABLE_MESSAGE,
} from './createSiweHandler.ts'
export type { SiweHandlerOptions } from './createSiweHandler.ts'
export { nonNegativeInteger, siweFromEnv, siweHandlerFromEnv } from './fromEnv.ts'
export { DEFAULT_CALL_GAS_LIMIT, NodeUnavailableError, rpcVerifier } from './rpcVerifier.ts'
export type { RpcVerifierOptions } from './rpcVerifier.ts'
export { createNodeBudget, DEFAULT_NODE_BUDGET, DEFAULT_NODE_SHARES } from './nodeBudget.ts'
export type { NodeBudgetRules, NodeBudgetShares } from './nodeBudget.ts'
export { DEFAULT_ERC6492_FACTORIES } from './erc6492Factories.ts'
export type { SiweVerifier } from './verifySiwe.ts'
export { createNonces, NONCE_TTL_MS } from './nonces.ts'
export { createSessions, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts'
export { createRateLimiter, DEFAULT_RATE_LIMITS } from './rateLimit.ts'
export type { RateLimitRules } from './rateLimit.ts'
export { clientAddress, forwardedView, rateLimitKey, servedOverHttps } from './clientAddress.ts'
export { NO_TRUSTED_PROXIES, parseTrustedProxies } from './trustedProxies.ts'
export type { TrustedProxies } from './trustedProxies.ts'
export { createMemoryStore, MAX_USED_NONCES } from './store/memoryStore.ts'
export { createRedisStore } from './store/redisStore.ts'
export { StoreUnavailableError } from './store/types.ts'
export type { SiweStore, StoredSession, BucketRule } from './store/types.ts'
export { MAX_BODY_BYTES } from './readJsonBody.ts'

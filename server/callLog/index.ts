// Signed checkpoints of the call log: one RouteHandler for server/serve.ts and Vite's dev server.
export {
  CALL_LOG_API_BASE,
  CHECKPOINTS_UNAVAILABLE_MESSAGE,
  createCallLogHandler,
  DEFAULT_CHECKPOINT_RATE_LIMITS,
} from './createCallLogHandler.ts'
export type { CallLogHandlerOptions, CheckpointRateLimits } from './createCallLogHandler.ts'
export { callLogFromEnv, EPHEMERAL_KEY_WARNING } from './fromEnv.ts'
export type { CallLogFromEnv, SharedWithSignIn } from './fromEnv.ts'
export { CHECKPOINT_MAX_BODY_BYTES } from './checkpointRequest.ts'
export { HEAD_TTL_MS } from './headStore.ts'
export type { HeadStore, SessionHead } from './headStore.ts'
export { createMemoryHeadStore, MAX_SESSION_HEADS } from './memoryHeadStore.ts'
export { createRedisHeadStore } from './redisHeadStore.ts'
export { createSigningKeys, jwkThumbprint, parsePreviousKeys, parseSigningKey } from './signingKeys.ts'
export type { PublicJwk, SigningKeys } from './signingKeys.ts'

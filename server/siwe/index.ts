// The sign-in (SIWE) API: one RouteHandler for server/serve.ts and Vite's dev server.
export { createSiweHandler, SIWE_API_BASE } from './createSiweHandler.ts'
export type { SiweHandlerOptions } from './createSiweHandler.ts'
export { siweHandlerFromEnv } from './fromEnv.ts'
export { rpcVerifier } from './rpcVerifier.ts'
export type { SiweVerifier } from './verifySiwe.ts'
export { createNonceStore, NONCE_TTL_MS, MAX_PENDING_NONCES } from './nonceStore.ts'
export { createSessionCookies, SESSION_COOKIE, SESSION_TTL_MS } from './sessionCookie.ts'
export { MAX_BODY_BYTES } from './readJsonBody.ts'

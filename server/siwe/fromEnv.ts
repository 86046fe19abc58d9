import type { RouteHandler } from '../static.ts'
import { createSiweHandler } from './createSiweHandler.ts'
import { rpcVerifier } from './rpcVerifier.ts'

/**
 * The sign-in API configured from the environment:
 *   SIWE_RPC_URL  the chain to verify on (default: VITE_LOCAL_RPC_URL, else http://127.0.0.1:$CHAIN_PORT|8545)
 *   SIWE_DOMAIN   comma-separated host[:port] list messages may name (default: loopback hosts only)
 *   SIWE_SECRET   session cookie key (default: random per process)
 */
export function siweHandlerFromEnv(env: NodeJS.ProcessEnv = process.env): RouteHandler {
  const rpcUrl = nonEmpty(env.SIWE_RPC_URL) ?? nonEmpty(env.VITE_LOCAL_RPC_URL) ?? `http://127.0.0.1:${nonEmpty(env.CHAIN_PORT) ?? '8545'}`
  if (!/^https?:\/\//.test(rpcUrl)) throw new Error(`SIWE_RPC_URL must be an http(s) URL, got '${rpcUrl}'`)
  const domains = nonEmpty(env.SIWE_DOMAIN)?.split(',').map((domain) => domain.trim()).filter(Boolean)
  return createSiweHandler({ verifier: rpcVerifier(rpcUrl), domains, secret: nonEmpty(env.SIWE_SECRET) })
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined
}

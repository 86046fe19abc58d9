import type { RouteHandler } from '../static.ts'
import { createSiweHandler } from './createSiweHandler.ts'
import { rpcVerifier } from './rpcVerifier.ts'

/**
 * The sign-in API configured from the environment:
 *   SIWE_RPC_URL  comma-separated RPC URLs, one per chain people may sign in on (default: the app's own
 *                 VITE_LOCAL_RPC_URL and VITE_RPC_URLS, else http://127.0.0.1:$CHAIN_PORT|8545)
 *   SIWE_DOMAIN   comma-separated host[:port] list messages may name (default: loopback hosts only)
 *   SIWE_SECRET   session cookie key (default: random per process)
 */
export function siweHandlerFromEnv(env: NodeJS.ProcessEnv = process.env): RouteHandler {
  const rpcUrls = list(env.SIWE_RPC_URL) ?? appRpcUrls(env) ?? [`http://127.0.0.1:${nonEmpty(env.CHAIN_PORT) ?? '8545'}`]
  for (const url of rpcUrls) if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`SIWE_RPC_URL must list http(s) URLs, got '${url}'`)
  return createSiweHandler({ verifier: rpcVerifier(rpcUrls), domains: list(env.SIWE_DOMAIN), secret: nonEmpty(env.SIWE_SECRET) })
}

/** The RPC URLs the app itself is configured with (Vite env, as `npm start` and the test harness set it). */
function appRpcUrls(env: NodeJS.ProcessEnv): string[] | undefined {
  let mapped: string[] = []
  try {
    const parsed: unknown = JSON.parse(env.VITE_RPC_URLS || '{}')
    if (typeof parsed === 'object' && parsed !== null) mapped = Object.values(parsed).filter((url): url is string => typeof url === 'string')
  } catch {
    // The app reports a malformed VITE_RPC_URLS itself; here it only means no extra chains.
  }
  const urls = [...(list(env.VITE_LOCAL_RPC_URL) ?? []), ...mapped].filter((url) => /^https?:\/\//.test(url))
  return urls.length > 0 ? [...new Set(urls)] : undefined
}

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean) ?? []
  return items.length > 0 ? items : undefined
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined
}

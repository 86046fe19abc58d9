import type { IncomingMessage } from 'node:http'
import { mainnet } from 'viem/chains'
import { selectChains } from '../src/chains/index.ts'
import { servedOverHttps } from './siwe/clientAddress.ts'
import type { TrustedProxies } from './siwe/trustedProxies.ts'

/** Safe{Wallet} runs the app in a frame; FRAME_ANCESTORS replaces this list. */
export const DEFAULT_FRAME_ANCESTORS = ['https://app.safe.global'] as const

/** WalletConnect's relay, RPC, verify and wallet-list services (only when a project id is configured). */
const WALLETCONNECT_CONNECT = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'https://*.web3modal.com',
  'https://*.web3modal.org',
]
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']

export type SecurityHeaderOptions = {
  /** Origins the page may fetch from or open sockets to besides its own (the chains' RPC and WebSocket URLs). */
  readonly connectSources: readonly string[]
  readonly walletConnect: boolean
  /** Who may frame the app, besides itself. */
  readonly frameAncestors: readonly string[]
  readonly trustProxy: TrustedProxies
}

/**
 * The Content-Security-Policy. style-src allows inline styles because components set `style` attributes (a
 * skeleton's width, a wallet icon's background) and WalletConnect's modal styles itself inline;
 * scripts stay 'self' only, which is what keeps injected markup from running.
 */
export function contentSecurityPolicy(options: Omit<SecurityHeaderOptions, 'trustProxy'>): string {
  const unique = (items: readonly string[]) => [...new Set(items)].join(' ')
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...options.connectSources, ...(options.walletConnect ? WALLETCONNECT_CONNECT : [])])}`,
    `frame-src ${options.walletConnect ? unique(["'self'", ...WALLETCONNECT_FRAMES]) : "'self'"}`,
    `frame-ancestors ${unique(["'self'", ...options.frameAncestors])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
  return directives.join('; ')
}

/** Headers for every response: CSP, nosniff, referrer and permissions policy, HSTS when served over https. */
export function createSecurityHeaders(
  options: SecurityHeaderOptions,
): (request: IncomingMessage) => Record<string, string> {
  const fixed: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  }
  const overHttps = { ...fixed, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
  return (request) => (servedOverHttps(request, options.trustProxy) ? overHttps : fixed)
}

/**
 * The origins the built app talks to, from the same variables the build reads (VITE_LOCAL_RPC_URL,
 * VITE_RPC_URLS, VITE_WS_URLS, VITE_CHAIN_SET, VITE_TESTNETS): each chain's RPC, and mainnet's for ENS names.
 */
export function appConnectSources(env: NodeJS.ProcessEnv): string[] {
  const rpcUrls = urlMap(env.VITE_RPC_URLS)
  const wsUrls = urlMap(env.VITE_WS_URLS)
  const localRpcUrl = env.VITE_LOCAL_RPC_URL?.trim() || undefined
  const chains = selectChains({
    chainSet: env.VITE_CHAIN_SET === 'ethereum' ? 'ethereum' : 'default',
    testnets: env.VITE_TESTNETS === 'true',
    localRpcUrl,
  })
  const urls = chains.map((chain) => rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0])
  if (!localRpcUrl || rpcUrls[mainnet.id]) urls.push(rpcUrls[mainnet.id] ?? mainnet.rpcUrls.default.http[0])
  urls.push(...Object.values(rpcUrls), ...Object.values(wsUrls))
  // A WalletConnect relay of one's own (the bench's and tests' local stand-in) must be reachable too.
  const relayUrl = env.VITE_WC_RELAY_URL?.trim()
  if (relayUrl) urls.push(relayUrl)
  return [...new Set(urls.flatMap((url) => (url ? originOf(url) : [])))]
}

export function securityHeadersFromEnv(
  env: NodeJS.ProcessEnv,
  trustProxy: TrustedProxies,
): (request: IncomingMessage) => Record<string, string> {
  const frameAncestors =
    env.FRAME_ANCESTORS === undefined
      ? [...DEFAULT_FRAME_ANCESTORS]
      : env.FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean)
  for (const origin of frameAncestors)
    if (!/^https?:\/\/[^\s;/]+$/.test(origin))
      throw new Error(`FRAME_ANCESTORS must list origins like https://app.safe.global, got '${origin}'`)
  return createSecurityHeaders({
    connectSources: appConnectSources(env),
    walletConnect: Boolean(env.VITE_WC_PROJECT_ID?.trim()),
    frameAncestors,
    trustProxy,
  })
}

function urlMap(json: string | undefined): Record<number, string> {
  try {
    const parsed: unknown = JSON.parse(json || '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {} // the app reports a malformed map itself and then uses no override either
  }
}

/** A CSP source for a URL: its origin (scheme, host, port); nothing for what is not http(s)/ws(s). */
function originOf(url: string): string[] {
  try {
    const parsed = new URL(url)
    return ['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol) ? [parsed.origin] : []
  } catch {
    return []
  }
}

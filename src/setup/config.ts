/**
 * The app configuration, read once from Vite's environment (docs/architecture.md, "Configuration").
 * This is the only module that reads `import.meta.env`.
 */
import type { Address, Chain } from 'viem'
import type { ChainSettings } from '../app/index.ts'
import {
  displayText,
  hasProtocol,
  parseAddress,
  parseContracts,
  parseUrlMap,
  readField,
  selectChains,
  type ChainContracts,
  type ChainSetName,
} from '../chains/index.ts'

export interface AppConfig extends ChainSettings {
  /** The configured chains, the local chain first when present. */
  readonly chains: readonly Chain[]
  readonly chainSet: ChainSetName
  readonly testnets: boolean
  readonly localRpcUrl: string | undefined
  /** Chain id → HTTP RPC URL overriding viem's public default. */
  readonly rpcUrls: Readonly<Record<number, string>>
  /** Chain id → WebSocket RPC URL, tried before HTTP. */
  readonly wsUrls: Readonly<Record<number, string>>
  readonly contracts: Readonly<Record<number, ChainContracts>>
  /** WalletConnect Cloud project id; undefined: WalletConnect options unavailable. */
  readonly wcProjectId: string | undefined
  /** A WalletConnect relay of its own (`npm start`'s local stand-in); with it no project id is needed. */
  readonly wcRelayUrl: string | undefined
  /**
   * Development only (VITE_WC_REQUEST_TIMEOUT_MS): a shorter limit for WalletConnect requests, so a test can
   * watch a wallet that never answers; undefined keeps the module's default of 5 minutes.
   */
  readonly wcRequestTimeoutMs: number | undefined
  /** The footer's Gitbook link: VITE_DOCS_URL, else the user guide the build ships (public/guide.html). */
  readonly docsUrl: string
  /** true when the app runs against the local node (VITE_LOCAL_RPC_URL set). */
  readonly isLocal: boolean
  /** Vite's development mode (the Dev Wallet is offered only there, with the local chain). */
  readonly isDev: boolean
  /** Sign-In with Ethereum ("Verify your account"): on only when VITE_SIWE is the string `true`. */
  readonly siwe: boolean
  /** The BatchExecutor the Dev Wallet delegates to for EIP-5792 batches (VITE_DEV_BATCH_EXECUTOR). */
  readonly devBatchExecutor: Address | undefined
  /** One STK's worth in wei of ETH (VITE_STK_PRICE_ETH); undefined: no price known. */
  readonly stkPriceWei: bigint | undefined
}

/** The user guide the build ships beside the app (public/guide.html), under Vite's base path. */
export function shippedGuideUrl(baseUrl: unknown): string {
  const base = typeof baseUrl === 'string' && baseUrl !== '' ? baseUrl : '/'
  return `${base.endsWith('/') ? base : `${base}/`}guide.html`
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function parseChainSet(value: unknown): ChainSetName {
  if (value === undefined || value === '' || value === 'default') return 'default'
  if (value === 'ethereum') return 'ethereum'
  console.error(`VITE_CHAIN_SET must be "default" or "ethereum"; got ${displayText(value)}, using "default"`)
  return 'default'
}

function parseLocalRpcUrl(value: unknown): string | undefined {
  const url = nonEmpty(value)
  if (url === undefined || hasProtocol(url, ['http:', 'https:'])) return url
  console.error(`VITE_LOCAL_RPC_URL must be an http(s) URL; ignoring ${JSON.stringify(url)}`)
  return undefined
}

function parseRelayUrl(value: unknown): string | undefined {
  const url = nonEmpty(value)
  if (url === undefined || hasProtocol(url, ['ws:', 'wss:'])) return url
  console.error(`VITE_WC_RELAY_URL must be a ws(s) URL; ignoring ${JSON.stringify(url)}`)
  return undefined
}

function parseTimeoutMs(value: unknown, isDev: boolean): number | undefined {
  const text = nonEmpty(value)
  if (text === undefined) return undefined
  const ms = Number(text)
  if (isDev && Number.isInteger(ms) && ms > 0) return ms
  console.error(
    `VITE_WC_REQUEST_TIMEOUT_MS must be a positive whole number, in development only; ignoring ${JSON.stringify(text)}`,
  )
  return undefined
}

function parseDocsUrl(value: unknown): string | undefined {
  const url = nonEmpty(value)
  if (url === undefined || hasProtocol(url, ['http:', 'https:'])) return url
  console.error(`VITE_DOCS_URL must be an http(s) URL; using the shipped user guide instead of ${JSON.stringify(url)}`)
  return undefined
}

/** A decimal amount of ETH: digits, optionally a point and at most 18 more (no sign, exponent or separators). */
const ETH_AMOUNT = /^(\d+)(?:\.(\d{1,18}))?$/

/**
 * VITE_STK_PRICE_ETH, the ETH one STK is worth, as wei. Parsed by hand rather than with viem's parseEther:
 * this module is part of the first load, which carries no viem code.
 */
function parseStkPriceWei(value: unknown): bigint | undefined {
  const text = nonEmpty(value)
  if (text === undefined) return undefined
  const match = ETH_AMOUNT.exec(text)
  const wei = match ? BigInt(match[1] ?? '0') * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0')) : 0n
  if (wei > 0n) return wei
  console.error(
    `VITE_STK_PRICE_ETH must be a positive amount of ETH such as 0.0001 (a point, at most 18 decimals); ignoring ${JSON.stringify(text)}, so no fee is weighed against a reward`,
  )
  return undefined
}

/**
 * Builds the configuration from an env record (exported for tests; the app uses `appConfig`). Each variable is read
 * once through readField: one that cannot be read (a throwing getter or Proxy) counts as unset.
 */
export function parseAppConfig(env: Readonly<Record<string, unknown>>): AppConfig {
  const read = (name: string): unknown => readField(env, name)
  const chainSet = parseChainSet(read('VITE_CHAIN_SET'))
  const testnets = read('VITE_TESTNETS') === 'true'
  const localRpcUrl = parseLocalRpcUrl(read('VITE_LOCAL_RPC_URL'))
  const isDev = read('DEV') === true
  return {
    chains: selectChains({ chainSet, testnets, localRpcUrl }),
    chainSet,
    testnets,
    localRpcUrl,
    rpcUrls: parseUrlMap('VITE_RPC_URLS', read('VITE_RPC_URLS'), ['http:', 'https:']),
    wsUrls: parseUrlMap('VITE_WS_URLS', read('VITE_WS_URLS'), ['ws:', 'wss:']),
    contracts: parseContracts('VITE_CONTRACTS', read('VITE_CONTRACTS')),
    wcProjectId: nonEmpty(read('VITE_WC_PROJECT_ID')),
    wcRelayUrl: parseRelayUrl(read('VITE_WC_RELAY_URL')),
    wcRequestTimeoutMs: parseTimeoutMs(read('VITE_WC_REQUEST_TIMEOUT_MS'), isDev),
    docsUrl: parseDocsUrl(read('VITE_DOCS_URL')) ?? shippedGuideUrl(read('BASE_URL')),
    isLocal: localRpcUrl !== undefined,
    isDev,
    siwe: read('VITE_SIWE') === 'true',
    devBatchExecutor: parseAddress('VITE_DEV_BATCH_EXECUTOR', read('VITE_DEV_BATCH_EXECUTOR')),
    stkPriceWei: parseStkPriceWei(read('VITE_STK_PRICE_ETH')),
  }
}

export const appConfig: AppConfig = parseAppConfig(import.meta.env)

/**
 * The Dev Phone Wallet page (scripts/devPhoneWallet) that the QR step links to, in development with the
 * local relay only; a production build drops this and the page is not part of it.
 */
export const devPhoneWalletUrl: string | undefined =
  import.meta.env.DEV && appConfig.wcRelayUrl ? `${import.meta.env.BASE_URL}scripts/devPhoneWallet/` : undefined

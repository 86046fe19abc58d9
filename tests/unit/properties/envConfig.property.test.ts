/** Environment configuration: the app's VITE_* variables and the server's TRUST_PROXY and whole-number settings. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../../server/siwe/trustedProxies.ts'
import { nonNegativeInteger } from '../../../server/siwe/fromEnv.ts'
import { parseAddress, parseContracts, parseUrlMap } from '../../../src/chains/envParsing.ts'
import { parseAppConfig } from '../../../src/setup/config.ts'
import {
  HOSTILE_MAX_LENGTH,
  hostileRecord,
  plain,
  revokedProxy,
  trappingProxy,
  untrustedValue,
} from './hostileValues.ts'
import { collectConsole, inTime, PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const reported = collectConsole('error')

const chainKey = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 40 }).map(String),
  fc.stringMatching(/^[0-9]{15,25}$/),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('0', '-1', '1.5', '0x1', '__proto__', ' 1'),
)
const urlValue = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https', 'ws', 'wss', 'ftp'] }),
  fc.string({ maxLength: 30 }),
  fc.jsonValue({ maxDepth: 1 }),
)
const urlMapJson = fc.oneof(
  fc.dictionary(chainKey, urlValue, { maxKeys: 5 }).map((map) => JSON.stringify(map)),
  fc.json({ maxDepth: 2 }),
  fc.string({ maxLength: 60 }),
)
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const contractsJson = fc.oneof(
  fc
    .dictionary(
      chainKey,
      fc.oneof(
        fc.record({ stakeToken: address, staking: address, collection: address }),
        fc.record({ stakeToken: fc.oneof(address, fc.string()), staking: address }),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      { maxKeys: 4 },
    )
    .map((map) => JSON.stringify(map)),
  fc.string({ maxLength: 60 }),
)
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant(undefined),
  fc.boolean(),
  fc.constantFrom('true', 'default', 'ethereum', 'http://127.0.0.1:8545', 'ws://127.0.0.1:1'),
)
const appEnvFields = {
  VITE_CHAIN_SET: anyValue,
  VITE_TESTNETS: anyValue,
  VITE_LOCAL_RPC_URL: fc.oneof(anyValue, urlValue),
  VITE_RPC_URLS: urlMapJson,
  VITE_WS_URLS: urlMapJson,
  VITE_CONTRACTS: contractsJson,
  VITE_WC_PROJECT_ID: anyValue,
  VITE_WC_RELAY_URL: fc.oneof(anyValue, urlValue),
  VITE_WC_REQUEST_TIMEOUT_MS: fc.oneof(anyValue, fc.integer().map(String)),
  VITE_DOCS_URL: anyValue,
  VITE_SIWE: anyValue,
  VITE_DEV_BATCH_EXECUTOR: fc.oneof(anyValue, address),
  VITE_STK_PRICE_ETH: fc.oneof(
    anyValue,
    fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 20 })).map(([digits, point]) => {
      const text = digits.toString()
      return point === 0 || point >= text.length ? text : `${text.slice(0, -point)}.${text.slice(-point)}`
    }),
  ),
  DEV: fc.boolean(),
  BASE_URL: fc.constantFrom('/', '/app/', '/app', ''),
}
const appEnv = fc.record(appEnvFields, { requiredKeys: [] })
/**
 * The env record with any variable hostile (a getter, a Proxy, a bigint, a cycle, a huge string), or the record
 * itself hostile: what a parser of untrusted values must survive, whatever Vite hands it.
 */
const hostileEnv = fc.oneof(
  hostileRecord(
    Object.fromEntries(
      Object.entries(appEnvFields).map(([name, value]) => [name, plain(value as fc.Arbitrary<unknown>)]),
    ),
  ),
  untrustedValue,
)
const isChainIdKey = (key: string): boolean => /^[1-9][0-9]*$/.test(key) && Number.isSafeInteger(Number(key))
const protocolOf = (url: string): string => new URL(url).protocol

describe('the app configuration (parseAppConfig)', () => {
  it('builds a configuration from any environment, keeping only well-formed entries', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(appEnv, (env) => {
        const config = inTime(() => parseAppConfig(env), 1000)
        const rpcOk = Object.entries(config.rpcUrls).every(
          ([key, url]) => isChainIdKey(key) && ['http:', 'https:'].includes(protocolOf(url)),
        )
        const wsOk = Object.entries(config.wsUrls).every(
          ([key, url]) => isChainIdKey(key) && ['ws:', 'wss:'].includes(protocolOf(url)),
        )
        const contractsOk = Object.keys(config.contracts).every(isChainIdKey)
        return (
          rpcOk &&
          wsOk &&
          contractsOk &&
          config.chains.length > 0 &&
          (config.wcRequestTimeoutMs === undefined || config.wcRequestTimeoutMs > 0) &&
          (config.stkPriceWei === undefined || config.stkPriceWei > 0n)
        )
      }),
      runParameters(),
    )
  })

  it('keeps every well-formed RPC URL entry and reports each one it ignores', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.dictionary(chainKey, urlValue, { maxKeys: 6 }), (map) => {
        reported.lines = []
        const { rpcUrls } = parseAppConfig({ VITE_RPC_URLS: JSON.stringify(map) })
        const wellFormed = Object.entries(map).filter(
          ([key, url]) =>
            isChainIdKey(key) && typeof url === 'string' && /^https?:$/.test(URL.canParse(url) ? protocolOf(url) : ''),
        )
        const keptAll = wellFormed.every(([key, url]) => rpcUrls[Number(key)] === url)
        return (
          keptAll &&
          Object.keys(rpcUrls).length === wellFormed.length &&
          reported.lines.length === Object.keys(map).length - wellFormed.length
        )
      }),
      runParameters(),
    )
  })

  it('builds a configuration from a hostile env record: what cannot be read counts as unset, never a throw', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(hostileEnv, (env) => {
        const config = inTime(() => parseAppConfig(env.make() as Record<string, unknown>), HOSTILE_MAX_LENGTH)
        return config.chains.length > 0 && typeof config.docsUrl === 'string'
      }),
      runParameters(),
    )
  })

  it('the env parsers take any value: {} or undefined for what is not theirs, never a throw', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(untrustedValue, (raw) =>
        inTime(() => {
          const urls = parseUrlMap('VITE_RPC_URLS', raw.make(), ['http:', 'https:'])
          const contracts = parseContracts('VITE_CONTRACTS', raw.make())
          const address = parseAddress('VITE_DEV_BATCH_EXECUTOR', raw.make())
          return typeof urls === 'object' && typeof contracts === 'object' && address === undefined
        }, HOSTILE_MAX_LENGTH),
      ),
      runParameters(),
    )
  })

  it('examples the property found: a bigint, a cycle and a Proxy env read as unset, reported without throwing', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(parseAddress('VITE_DEV_BATCH_EXECUTOR', 10n)).toBeUndefined()
    expect(reported.lines).toEqual(['VITE_DEV_BATCH_EXECUTOR must be a 0x address; ignoring "10"'])
    expect(parseAppConfig({ VITE_CHAIN_SET: cycle }).chainSet).toBe('default')
    expect(parseAppConfig(trappingProxy('error', 'object') as Record<string, unknown>).chainSet).toBe('default')
    expect(parseAppConfig(revokedProxy() as Record<string, unknown>).rpcUrls).toEqual({})
  })

  it('ignores a chain id past the safe integers instead of rounding it onto another chain (an example the property found)', () => {
    const { rpcUrls } = parseAppConfig({ VITE_RPC_URLS: JSON.stringify({ '9007199254740993': 'https://rpc.example' }) })
    expect(rpcUrls).toEqual({})
    expect(reported.lines).toEqual([
      'VITE_RPC_URLS: ignoring entry "9007199254740993" (needs a chain id and a http:/https: URL)',
    ])
  })
})

describe('server settings', () => {
  it('TRUST_PROXY: any text gives a list or an Error naming the entry; contains() never throws', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const entry = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.tuple(fc.ipV4(), fc.integer({ min: -1, max: 40 })).map(([ip, bits]) => `${ip}/${bits}`),
      fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 130 })).map(([ip, bits]) => `${ip}/${bits}`),
      fc.constantFrom('loopback', '1', '10.0.0.0/8/1', '::ffff:127.0.0.1'),
      fc.string({ maxLength: 20 }),
    )
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 4 }),
        fc.constantFrom(',', ' ', ', '),
        fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })),
        (entries, separator, peer) => {
          const text = entries.join(separator)
          const parsed = returnsOrThrows(() => parseTrustedProxies(text), Error, text.length)
          if (!parsed.ok) return parsed.error.message.startsWith('TRUST_PROXY')
          return typeof inTime(() => parsed.value.contains(peer), peer.length) === 'boolean'
        },
      ),
      runParameters(),
    )
  })

  it('whole-number settings: digits give their safe integer; anything else an Error naming the variable', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 25 }), fc.stringMatching(/^\s*[0-9]{1,20}\s*$/), fc.constant(undefined)),
        (text) => {
          const parsed = returnsOrThrows(() => nonNegativeInteger('SIWE_CALL_GAS_LIMIT', text), Error, 25)
          if (!parsed.ok) return parsed.error.message.startsWith('SIWE_CALL_GAS_LIMIT')
          return (
            parsed.value === undefined ||
            (Number.isSafeInteger(parsed.value) && String(parsed.value) === text?.trim().replace(/^0+(?=\d)/, ''))
          )
        },
      ),
      runParameters(),
    )
  })
})

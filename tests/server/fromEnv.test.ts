import { describe, expect, it } from 'vitest'
import { siweFromEnv } from '../../server/siwe/index.ts'

const base = { SIWE_RPC_URL: 'http://127.0.0.1:9' }

describe('sign-in API configuration from the environment', () => {
  it('memory by default; Redis needs a redis:// URL and a shared SIWE_SECRET', async () => {
    const memory = siweFromEnv(base)
    expect(memory.storeName).toBe('memory')
    expect(memory.trustProxy.description).toBe('none')
    expect(() => siweFromEnv({ ...base, SIWE_REDIS_URL: 'redis://127.0.0.1:9' })).toThrow(
      'SIWE_SECRET must be set when SIWE_REDIS_URL (or REDIS_URL) is: every instance signs nonces and cookies with it',
    )
    expect(() => siweFromEnv({ ...base, REDIS_URL: 'http://user:pw@127.0.0.1:9', SIWE_SECRET: 's' })).toThrow(
      "SIWE_REDIS_URL must be a redis:// or rediss:// URL, got 'http://user:***@127.0.0.1:9/'",
    )
    const redis = siweFromEnv({
      ...base,
      REDIS_URL: 'redis://:secret@127.0.0.1:9',
      SIWE_SECRET: 's',
      TRUST_PROXY: '10.0.0.0/8',
    })
    expect(redis.storeName).toBe('Redis at redis://:***@127.0.0.1:9')
    expect(redis.trustProxy.contains('10.1.2.3')).toBe(true)
    await redis.store.close()
  })

  it('refuses malformed numbers and switches', () => {
    expect(() => siweFromEnv({ ...base, TRUST_PROXY: 'yes' })).toThrow(
      "TRUST_PROXY entry 'yes' is not an IP address or CIDR range (like 10.0.0.0/8)",
    )
    expect(() => siweFromEnv({ ...base, TRUST_PROXY: '1' })).toThrow(
      /^TRUST_PROXY must name the proxies .* not a count/,
    )
    expect(() => siweFromEnv({ ...base, SIWE_SESSION_MAX_SECONDS: '-5' })).toThrow(
      /SIWE_SESSION_MAX_SECONDS must be a whole number/,
    )
    expect(() => siweFromEnv({ ...base, SIWE_SESSION_MAX_SECONDS: '0' })).toThrow(
      'SIWE_SESSION_MAX_SECONDS must be at least 1',
    )
    expect(() => siweFromEnv({ ...base, SIWE_RATE_LIMIT: 'maybe' })).toThrow(
      "SIWE_RATE_LIMIT must be 'on' or 'off', got 'maybe'",
    )
    expect(() => siweFromEnv({ ...base, SIWE_NODE_CALLS_PER_MINUTE: '0' })).toThrow(
      'SIWE_NODE_CALLS_PER_MINUTE must be at least 1: with 0 no smart account could sign in',
    )
    expect(() => siweFromEnv({ ...base, SIWE_NODE_LOOKUPS_PER_MINUTE: '1.5' })).toThrow(
      /SIWE_NODE_LOOKUPS_PER_MINUTE must be a whole number/,
    )
    expect(() => siweFromEnv({ ...base, SIWE_CALL_GAS_LIMIT: '21000' })).toThrow(
      'SIWE_CALL_GAS_LIMIT must be at least 100000: a smart-account check needs that much',
    )
    expect(() => siweFromEnv({ ...base, SIWE_ERC6492_FACTORIES: '0x1234' })).toThrow(
      "SIWE_ERC6492_FACTORIES must list contract addresses (0x and 40 hex digits), got '0x1234'",
    )
    expect(siweFromEnv({ ...base, SIWE_ERC6492_FACTORIES: 'none', SIWE_NODE_CALLS_PER_MINUTE: '120' })).toBeTruthy()
  })
})

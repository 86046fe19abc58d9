import { createClient, custom, toHex } from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createReadCache, type ReadCache } from '../readCache/createReadCache.ts'
import { ENS_CACHE_MS } from '../readCache/cacheSettings.ts'
import { ensAvatarKey, ensNameKey, lookupEnsAvatar, lookupEnsName } from './lookupEns.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A mainnet client whose node records each call and answers with an error (no network in unit tests). */
function recordingClient() {
  const calls: { method: string; params: unknown }[] = []
  const client = createClient({
    chain: mainnet,
    transport: custom(
      {
        request: async ({ method, params }) => {
          calls.push({ method, params })
          throw new Error('node says no')
        },
      },
      { retryCount: 0 },
    ),
  })
  return { client, calls }
}

describe('ENS lookups', () => {
  let cache: ReadCache
  beforeEach(() => {
    localStorage.clear()
    cache = createReadCache({ storage: localStorage })
  })
  afterEach(() => cache.clear())

  it('keys are case-insensitive and the lifetime is one day', () => {
    expect(ensNameKey(ADDRESS)).toBe(ensNameKey(ADDRESS.toLowerCase() as typeof ADDRESS))
    expect(ensAvatarKey('Nick.ETH')).toBe('ens:avatar:nick.eth')
    expect(ENS_CACHE_MS).toBe(86_400_000)
  })

  it('without a mainnet client (local node only) answers null and caches it', async () => {
    await expect(lookupEnsName(ADDRESS, { cache, client: null })).resolves.toBeNull()
    expect(cache.peek(ensNameKey(ADDRESS))).toMatchObject({ value: null, stale: false })
    await expect(lookupEnsAvatar('vitalik.eth', { cache, client: null })).resolves.toBeNull()
  })

  it('serves a cached name for a day without asking the node again', async () => {
    const { client, calls } = recordingClient()
    await cache.load(ensNameKey(ADDRESS), async () => 'alice.eth')
    await expect(lookupEnsName(ADDRESS, { cache, client })).resolves.toBe('alice.eth')
    expect(cache.peek(ensNameKey(ADDRESS))).toMatchObject({ value: 'alice.eth', fetching: false })
    expect(calls).toHaveLength(0)
  })

  it('a failing node rejects the lookup and records the error on the entry', async () => {
    const { client, calls } = recordingClient()
    await expect(lookupEnsName(ADDRESS, { cache, client })).rejects.toThrow()
    expect(calls.length).toBeGreaterThan(0)
    expect(cache.peek(ensNameKey(ADDRESS))?.error).toBeInstanceOf(Error)
  })

  it('normalises the name before resolving (ENSIP-15)', async () => {
    const { client, calls } = recordingClient()
    await expect(lookupEnsAvatar('Nick.ETH', { cache, client })).rejects.toThrow()
    const data = JSON.stringify(calls.map((call) => call.params))
    expect(data).toContain(toHex('nick').slice(2))
    expect(data).not.toContain(toHex('Nick').slice(2))
  })

  it('an invalid name fails before any request', async () => {
    const { client, calls } = recordingClient()
    await expect(lookupEnsAvatar('bad\u200dname.eth', { cache, client })).rejects.toThrow()
    expect(calls).toHaveLength(0)
  })
})

import { describe, expect, it } from 'vitest'
import { parseGwei } from 'viem'
import { feesFromBaseFee, PRIORITY_FEE } from '../wallet/index.ts'
import { chainMeta } from './chainTable.ts'
import { localChain, selectChains } from './chainSets.ts'
import { createClientRegistry } from './clients.ts'
import { ChainConfigError } from './errors.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'
import { RPC_SETTINGS } from './rpcSettings.ts'

describe('chain sets', () => {
  it('default set has Polygon with MATIC, OP, Arbitrum One, Zora', () => {
    const chains = selectChains({ chainSet: 'default', testnets: false })
    expect(chains.map((chain) => [chain.id, chain.name])).toEqual([
      [137, 'Polygon'],
      [10, 'OP Mainnet'],
      [42161, 'Arbitrum One'],
      [7777777, 'Zora'],
    ])
    expect(chains[0]?.nativeCurrency).toEqual({ name: 'MATIC', symbol: 'MATIC', decimals: 18 })
    for (const chain of chains) {
      expect(chain.nativeCurrency.decimals).toBe(18)
      expect(chain.blockExplorers?.default.url).toMatch(/^https:\/\//)
    }
  })

  it("every chain carries the wallet module's fee rule in viem's terms", () => {
    for (const chain of selectChains({ chainSet: 'ethereum', testnets: true, localRpcUrl: 'http://127.0.0.1:1' })) {
      expect(chain.fees).toEqual({ baseFeeMultiplier: 1.2, maxPriorityFeePerGas: PRIORITY_FEE })
      // viem multiplies by round(1.2 × 10) / 10: the same integers as the wallet's rule
      const base = parseGwei('20') + 7n
      expect((base * 12n) / 10n + PRIORITY_FEE).toBe(feesFromBaseFee(base).maxFeePerGas)
    }
  })

  it('does not repeat Goerli when the ethereum set and testnets are both on', () => {
    expect(selectChains({ chainSet: 'ethereum', testnets: true }).map((chain) => chain.id)).toEqual([1, 5, 11155111])
  })

  it('local chain: 31337 at the given URL with Multicall3', () => {
    const chain = localChain('http://127.0.0.1:4444')
    expect(chain.id).toBe(31337)
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:4444'])
    expect(chain.contracts?.multicall3?.address).toBe(MULTICALL3_ADDRESS)
  })
})

const TABLE_SAMPLE = [
  [1, 'Ethereum', false],
  [10, 'OP Mainnet', false],
  [56, 'BNB Smart Chain', false],
  [100, 'Gnosis', false],
  [137, 'Polygon', false],
  [8453, 'Base', false],
  [42161, 'Arbitrum One', false],
  [43114, 'Avalanche', false],
  [7777777, 'Zora', false],
  [5, 'Goerli', true],
  [11155111, 'Sepolia', true],
  [17000, 'Holesky', true],
  [80002, 'Polygon Amoy', true],
  [11155420, 'OP Sepolia', true],
  [421614, 'Arbitrum Sepolia', true],
  [84532, 'Base Sepolia', true],
  [999999999, 'Zora Sepolia', true],
  [31337, 'Localhost', true],
] as const

describe('chain table', () => {
  it.each(TABLE_SAMPLE)('%i is %s', (id, name, testnet) => {
    const meta = chainMeta(id)
    expect(meta).toMatchObject({ id, name, testnet })
    expect(meta?.iconUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(meta?.iconBackground).toMatch(/^#[0-9a-f]{6}$/)
    expect(chainMeta(id)).toBe(meta) // built once
  })

  it('icons are well-formed SVG with no external reference', () => {
    for (const [id] of TABLE_SAMPLE) {
      const svg = decodeURIComponent(chainMeta(id)?.iconUrl.slice('data:image/svg+xml,'.length) ?? '')
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
      expect(doc.documentElement.tagName.toLowerCase()).toBe('svg')
      expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org)/)
    }
  })

  it('unknown id → undefined', () => {
    expect(chainMeta(123456)).toBeUndefined()
  })
})

describe('RPC clients', () => {
  it('the constants of docs/requirements.md', () => {
    expect(RPC_SETTINGS).toEqual({
      pollingIntervalMs: 4000,
      batchWaitMs: 32,
      batchSize: 1000,
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      multicallBatchSize: 1024,
    })
  })

  const chains = selectChains({ chainSet: 'default', testnets: false, localRpcUrl: 'http://127.0.0.1:1' })

  it('one client per chain with the RPC settings', () => {
    const getClient = createClientRegistry({ chains, rpcUrls: { 137: 'https://polygon.example/rpc' } })
    const client = getClient(137)
    expect(getClient(137)).toBe(client)
    expect(client.chain.id).toBe(137)
    expect(client.pollingInterval).toBe(4000)
    expect(client.batch).toEqual({ multicall: { batchSize: 1024 } })
    expect(client.transport).toMatchObject({
      type: 'http',
      url: 'https://polygon.example/rpc',
      timeout: 10_000,
      retryCount: 3,
      retryDelay: 150,
    })
  })

  it('falls back to the chain default URL and puts WebSocket in front of HTTP', () => {
    const getClient = createClientRegistry({ chains, wsUrls: { 10: 'wss://op.example/ws' } })
    expect(getClient(42161).transport).toMatchObject({ type: 'http', url: 'https://arb1.arbitrum.io/rpc' })
    // The socket-then-HTTP pair loads on first request; tests/chain/rpc.test.ts exercises it on anvil.
    expect(getClient(10).transport).toMatchObject({ type: 'socketFirst', retryCount: 0 })
  })

  it("'No providers configured for chain' outside the set", () => {
    const getClient = createClientRegistry({ chains })
    const error = (() => {
      try {
        getClient(1)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ChainConfigError)
    expect(error).toMatchObject({ code: 'NO_PROVIDERS', chainId: 1, message: 'No providers configured for chain 1' })
  })

  it("'Could not find valid provider configuration for chain' for an unusable URL", () => {
    const broken = { ...chains[1]!, rpcUrls: { default: { http: [] } } }
    const getClient = createClientRegistry({ chains: [broken] })
    expect(() => getClient(137)).toThrow(
      new ChainConfigError('INVALID_PROVIDER', 137, 'Could not find valid provider configuration for chain'),
    )
    expect(() => getClient(137)).toThrow('Could not find valid provider configuration for chain 137')
  })
})

import { toFunctionSelector } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createRpcBatcher } from '../../chains/index.ts'
import { HOME_SELECTORS, HomeTotalsError, readHomeTotals, type HomeTarget } from './readHomeTotals.ts'

const target: HomeTarget = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:1/',
  contracts: {
    stakeToken: '0x0000000000000000000000000000000000000001',
    staking: '0x0000000000000000000000000000000000000002',
    collection: '0x0000000000000000000000000000000000000003',
  },
}
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`

function answering(results: unknown[]): typeof fetch {
  return vi.fn(async (_url: unknown, init?: RequestInit) => {
    const batch = JSON.parse(String(init?.body)) as { id: number }[]
    // answer out of order: the reader must match by id
    return new Response(JSON.stringify(batch.map(({ id }) => ({ jsonrpc: '2.0', id, result: results[id] })).reverse()))
  }) as unknown as typeof fetch
}

describe('readHomeTotals', () => {
  it('uses the selectors viem computes from the signatures', () => {
    for (const [name, selector] of Object.entries(HOME_SELECTORS))
      expect(toFunctionSelector(`${name}()`)).toBe(selector)
  })

  it('sends one batch of four eth_calls to the right contracts and decodes the words', async () => {
    const fetchImpl = answering([word(5n), word(7n), word(2n), word(10_000n)])
    const totals = await readHomeTotals(target, createRpcBatcher({ fetch: fetchImpl }))
    expect(totals).toEqual({ totalLocked: 5n, totalDeposited: 7n, totalSupply: 2n, maxSupply: 10_000n })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const body = JSON.parse(String((vi.mocked(fetchImpl).mock.calls[0]?.[1] as RequestInit | undefined)?.body)) as {
      params: [{ to: string; data: string }]
    }[]
    expect(body.map((call) => [call.params[0].to.slice(-1), call.params[0].data])).toEqual([
      ['2', '0x56891412'],
      ['2', '0xff50abdc'],
      ['3', '0x18160ddd'],
      ['3', '0xd5abeb01'],
    ])
  })

  it.each([
    ['an RPC error entry', [word(1n), undefined, word(1n), word(1n)]],
    ['a short word', ['0x01', word(1n), word(1n), word(1n)]],
    ['empty return data (no contract)', ['0x', word(1n), word(1n), word(1n)]],
  ])('throws HomeTotalsError on %s', async (_label, results) => {
    await expect(readHomeTotals(target, createRpcBatcher({ fetch: answering(results) }))).rejects.toBeInstanceOf(
      HomeTotalsError,
    )
  })

  it('throws HomeTotalsError when the node is unreachable or answers garbage', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(readHomeTotals(target, createRpcBatcher({ fetch: down }))).rejects.toBeInstanceOf(HomeTotalsError)
    const garbage = vi.fn(async () => new Response('{"not":"a batch"}')) as unknown as typeof fetch
    await expect(readHomeTotals(target, createRpcBatcher({ fetch: garbage }))).rejects.toBeInstanceOf(HomeTotalsError)
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../chains/index.ts'

const multicall = vi.hoisted(() => vi.fn())
vi.mock('viem/actions', () => ({ multicall }))

const { pageCount, readCollectionPage, readTokenCards } = await import('./readTokens.ts')

const COLLECTION = '0x0000000000000000000000000000000000000003'
const client = {} as ChainClient
const b64 = (text: string) => btoa(text)
const uriFor = (id: bigint) =>
  `data:application/json;base64,${b64(JSON.stringify({ name: `Token ${id}`, image: 'https://example.com/a.svg' }))}`

type Call = { functionName: string; args: [bigint] }

beforeEach(() => {
  multicall.mockReset()
  multicall.mockImplementation(async (_client: unknown, { contracts }: { contracts: Call[] }) =>
    contracts.map(({ functionName, args: [value] }) =>
      functionName === 'tokenByIndex'
        ? { status: 'success', result: value + 1n }
        : { status: 'success', result: uriFor(value) },
    ),
  )
})

describe('collection pages', () => {
  it('reads a page of 24 out of 10 000 tokens with two multicalls', async () => {
    const cards = await readCollectionPage(client, COLLECTION, 10_000n, 100)
    expect(multicall).toHaveBeenCalledTimes(2)
    expect(cards.map((card) => card.id)).toEqual(Array.from({ length: 24 }, (_, i) => 2401n + BigInt(i)))
    expect(cards[0]?.metadata).toEqual({
      ok: true,
      metadata: { name: 'Token 2401', description: '', image: 'https://example.com/a.svg', attributes: [] },
    })
  })

  it('reads the short last page and nothing past the end', async () => {
    expect(pageCount(10_000n)).toBe(417)
    expect((await readCollectionPage(client, COLLECTION, 10_000n, 416)).length).toBe(16)
    multicall.mockClear()
    expect(await readCollectionPage(client, COLLECTION, 10_000n, 417)).toEqual([])
    expect(multicall).not.toHaveBeenCalled()
  })

  it('shows a placeholder for a token whose tokenURI reverts, without failing the page', async () => {
    multicall.mockResolvedValueOnce([
      { status: 'success', result: uriFor(1n) },
      { status: 'failure', error: new Error('execution reverted') },
    ])
    const cards = await readTokenCards(client, COLLECTION, [1n, 2n])
    expect(cards[0]?.metadata.ok).toBe(true)
    expect(cards[1]).toEqual({ id: 2n, metadata: { ok: false, reason: 'tokenURI call failed' } })
  })
})

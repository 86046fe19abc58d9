import { BaseError, ContractFunctionRevertedError, encodeErrorResult } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../chains/index.ts'
import { collectionAbi } from '../abi/index.ts'

const multicall = vi.hoisted(() => vi.fn())
vi.mock('viem/actions', () => ({ multicall }))

const { parseTokenId, readTokenDetail } = await import('./readTokenDetail.ts')

const COLLECTION = '0x0000000000000000000000000000000000000003'
const OWNER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const client = {} as ChainClient
const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'StakeMint #7', attributes: [{ trait_type: 'Hue', value: 7 }] }))}`

/** ownerOf reverting as OpenZeppelin's ERC721 does for an id nobody holds. */
const nonexistent = () =>
  new BaseError('reverted', {
    cause: new ContractFunctionRevertedError({
      abi: collectionAbi,
      functionName: 'ownerOf',
      data: encodeErrorResult({ abi: collectionAbi, errorName: 'ERC721NonexistentToken', args: [7n] }),
    }),
  })

beforeEach(() => multicall.mockReset())

describe('readTokenDetail', () => {
  it('reads owner and metadata in one multicall', async () => {
    multicall.mockResolvedValue([
      { status: 'success', result: OWNER },
      { status: 'success', result: uri },
    ])
    const detail = await readTokenDetail(client, COLLECTION, 7n)
    expect(multicall).toHaveBeenCalledTimes(1)
    expect(detail).toMatchObject({ id: 7n, minted: true, owner: OWNER })
    expect(detail.minted && detail.metadata).toEqual({
      ok: true,
      metadata: { name: 'StakeMint #7', description: '', image: undefined, attributes: [{ trait: 'Hue', value: '7' }] },
    })
  })

  it('says not minted when ownerOf reverts with ERC721NonexistentToken', async () => {
    multicall.mockResolvedValue([
      { status: 'failure', error: nonexistent() },
      { status: 'failure', error: nonexistent() },
    ])
    expect(await readTokenDetail(client, COLLECTION, 7n)).toEqual({ id: 7n, minted: false })
  })

  it('keeps a token whose owner or metadata cannot be read, saying which', async () => {
    for (const ownerAnswer of [
      { status: 'failure', error: new Error('out of gas') },
      { status: 'success', result: 'not an address' },
      { status: 'success', result: 42 },
    ]) {
      multicall.mockResolvedValue([ownerAnswer, { status: 'failure', error: new Error('tokenURI reverted') }])
      expect(await readTokenDetail(client, COLLECTION, 7n)).toEqual({
        id: 7n,
        minted: true,
        owner: undefined,
        metadata: { ok: false, reason: 'tokenURI call failed' },
      })
    }
  })
})

describe('parseTokenId', () => {
  it('reads decimal ids from 1 to 2^256 - 1 and nothing else', () => {
    expect(parseTokenId('1')).toBe(1n)
    expect(parseTokenId('9999')).toBe(9999n)
    expect(parseTokenId((2n ** 256n - 1n).toString())).toBe(2n ** 256n - 1n)
    for (const text of [
      '',
      '0',
      '01',
      '-1',
      '1.0',
      '1e3',
      '0x1',
      ' 1',
      '1 ',
      '１',
      (2n ** 256n).toString(),
      '9'.repeat(79),
    ])
      expect(parseTokenId(text), text).toBeUndefined()
  })
})

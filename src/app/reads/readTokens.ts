/**
 * Token pages for Collection and My Collection: ids and metadata of a window of tokens through
 * multicall (allowFailure), so a page costs O(1) node requests whatever its size. One bad token
 * (reverting tokenURI, hostile metadata) shows as a placeholder and never fails the page.
 */
import type { Address } from 'viem'
import { multicall } from 'viem/actions'
import type { ChainClient } from '../../chains/index.ts'
import { collectionAbi } from '../abi/index.ts'
import { decodeTokenUri, type DecodedMetadata } from '../metadata.ts'

export const TOKENS_PER_PAGE = 24

export interface TokenCard {
  readonly id: bigint
  readonly metadata: DecodedMetadata
}

type Outcome = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

/** The metadata of the given token ids, in their order (one multicall). */
export async function readTokenCards(
  client: ChainClient,
  collection: Address,
  ids: readonly bigint[],
): Promise<TokenCard[]> {
  if (ids.length === 0) return []
  const outcomes = (await multicall(client, {
    allowFailure: true,
    contracts: ids.map(
      (id) => ({ address: collection, abi: collectionAbi, functionName: 'tokenURI', args: [id] }) as const,
    ),
  })) as readonly Outcome[]
  return ids.map((id, index) => {
    const outcome = outcomes[index]
    const metadata: DecodedMetadata =
      outcome?.status === 'success' ? decodeTokenUri(outcome.result) : { ok: false, reason: 'tokenURI call failed' }
    return { id, metadata }
  })
}

/** Token ids at enumeration indexes [start, start + count) (one multicall); failed entries are dropped. */
export async function readTokenIdsByIndex(
  client: ChainClient,
  collection: Address,
  start: bigint,
  count: number,
): Promise<bigint[]> {
  if (count <= 0) return []
  const indexes = Array.from({ length: count }, (_, offset) => start + BigInt(offset))
  const outcomes = (await multicall(client, {
    allowFailure: true,
    contracts: indexes.map(
      (index) => ({ address: collection, abi: collectionAbi, functionName: 'tokenByIndex', args: [index] }) as const,
    ),
  })) as readonly Outcome[]
  return outcomes.flatMap((outcome) =>
    outcome.status === 'success' && typeof outcome.result === 'bigint' ? [outcome.result] : [],
  )
}

/** Page `page` (0-based) of every minted token: two multicalls (ids, then metadata). */
export async function readCollectionPage(
  client: ChainClient,
  collection: Address,
  totalSupply: bigint,
  page: number,
  pageSize = TOKENS_PER_PAGE,
): Promise<TokenCard[]> {
  const start = BigInt(page) * BigInt(pageSize)
  if (start >= totalSupply) return []
  const remaining = totalSupply - start
  const count = remaining < BigInt(pageSize) ? Number(remaining) : pageSize
  const ids = await readTokenIdsByIndex(client, collection, start, count)
  return readTokenCards(client, collection, ids)
}

export function pageCount(total: bigint, pageSize = TOKENS_PER_PAGE): number {
  return total <= 0n ? 0 : Number((total + BigInt(pageSize) - 1n) / BigInt(pageSize))
}

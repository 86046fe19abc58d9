/**
 * The art of a token before it exists: the collection's previewTokenURI (contracts/Collection.sol) returns the
 * metadata tokenURI will return once the id is minted, decoded by the same untrusted-input rules.
 */
import type { Address } from 'viem'
import { readContract } from 'viem/actions'
import type { ChainClient } from '../../chains/index.ts'
import { collectionAbi } from '../abi/index.ts'
import { decodeTokenUri } from '../metadata.ts'
import type { TokenCard } from './readTokens.ts'

/** The id the next mint receives: ids start at 1 and run without gaps, so it is totalSupply + 1. */
export function nextTokenId(totalSupply: bigint): bigint {
  return totalSupply + 1n
}

/** Metadata of `id` whether or not it is minted yet (one eth_call); rejects when the read fails. */
export async function readTokenPreview(client: ChainClient, collection: Address, id: bigint): Promise<TokenCard> {
  const uri = await readContract(client, {
    address: collection,
    abi: collectionAbi,
    functionName: 'previewTokenURI',
    args: [id],
  })
  return { id, metadata: decodeTokenUri(uri) }
}

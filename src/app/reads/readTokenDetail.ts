/**
 * One token for its page: owner and metadata in one multicall (allowFailure), so an unminted id or a reverting
 * tokenURI is an answer, not a failure. A node that cannot be reached rejects.
 */
import { isAddress, type Address } from 'viem'
import { multicall } from 'viem/actions'
import type { ChainClient } from '../../chains/index.ts'
import { collectionAbi } from '../abi/index.ts'
import { findContractRevert } from '../contractErrors.ts'
import { decodeTokenUri, type DecodedMetadata } from '../metadata.ts'

export type TokenDetail =
  | { readonly id: bigint; readonly minted: false }
  | {
      readonly id: bigint
      readonly minted: true
      /** undefined when ownerOf failed for another reason than the token not existing. */
      readonly owner: Address | undefined
      readonly metadata: DecodedMetadata
    }

type Outcome = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

/** The ERC-721 errors an unminted (or burned) id reverts with. */
const NOT_MINTED = new Set(['ERC721NonexistentToken'])

export async function readTokenDetail(client: ChainClient, collection: Address, id: bigint): Promise<TokenDetail> {
  const [owner, uri] = (await multicall(client, {
    allowFailure: true,
    contracts: [
      { address: collection, abi: collectionAbi, functionName: 'ownerOf', args: [id] },
      { address: collection, abi: collectionAbi, functionName: 'tokenURI', args: [id] },
    ],
  })) as readonly Outcome[]
  if (owner?.status === 'failure' && NOT_MINTED.has(findContractRevert(owner.error)?.errorName ?? '')) {
    return { id, minted: false }
  }
  const ownerAddress =
    owner?.status === 'success' && typeof owner.result === 'string' && isAddress(owner.result, { strict: false })
      ? (owner.result as Address)
      : undefined
  const metadata: DecodedMetadata =
    uri?.status === 'success' ? decodeTokenUri(uri.result) : { ok: false, reason: 'tokenURI call failed' }
  return { id, minted: true, owner: ownerAddress, metadata }
}

/** A token id as a URL writes it: decimal digits without a leading zero, at most 78 (uint256). */
export function parseTokenId(text: string): bigint | undefined {
  if (!/^[1-9][0-9]{0,77}$/.test(text)) return undefined
  const id = BigInt(text)
  return id < 2n ** 256n ? id : undefined
}

import type { Address } from 'viem'
import { getBalance as viemGetBalance, watchBlockNumber } from 'viem/actions'
import { getPublicClient, lookupEnsAvatar, lookupEnsName } from '../../chains'

// Loaded on demand by accountReaders: viem's getBalance batches through multicall, which brings
// viem's `call` (~17 kB gzip) — too heavy for a first load where nobody is connected yet.

export function getBalance(address: Address, chainId: number): Promise<bigint> {
  return viemGetBalance(getPublicClient(chainId), { address })
}

export function watchBlocks(chainId: number, onBlock: () => void): () => void {
  return watchBlockNumber(getPublicClient(chainId), { onBlockNumber: onBlock, emitOnBegin: false, onError: () => undefined })
}

export { lookupEnsAvatar, lookupEnsName }

/**
 * ENS resolution through viem, kept in its own chunk: viem/ens normalisation tables are large and
 * only needed once a connected address is shown.
 */
import type { Address } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { normalize } from 'viem/ens'
import type { ChainClient } from '../clients.ts'

/** Primary name of an address (reverse record, checked forward by viem), or null. */
export function resolveEnsName(client: ChainClient, address: Address): Promise<string | null> {
  return getEnsName(client, { address })
}

/** Avatar URL of a name, normalised first (UTS-46 / ENSIP-15), or null. */
export function resolveEnsAvatar(client: ChainClient, name: string): Promise<string | null> {
  return getEnsAvatar(client, { name: normalize(name) })
}

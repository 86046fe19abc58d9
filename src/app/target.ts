/**
 * Which chain, contracts and account the app reads from and writes to. Reads follow the wallet's
 * chain when it has the contracts, else the first configured chain that has them (so visitors who
 * are not connected still see live numbers). Writes need a connected wallet on such a chain.
 */
import type { Address } from 'viem'
import { contractsFor, getPublicClient, type ChainClient } from '../chains'
import { appConfig } from '../config'
import { wallet } from '../walletSetup'
import { PreflightError } from './errors'
import type { AppContracts } from './state'

export interface ReadTarget {
  readonly chainId: number
  readonly client: ChainClient
  readonly contracts: AppContracts
  /** The connected address when the wallet is on this chain. */
  readonly account: Address | undefined
}

export interface WriteTarget extends ReadTarget {
  readonly account: Address
}

/** Distinct from the shell's banner text (the spec's 'Wrong network detected…'), which shows at the same time. */
export const WRONG_NETWORK_MESSAGE = 'Wrong network: switch networks to continue.'
export const NO_CONTRACTS_MESSAGE = 'Staking and minting are not available on this network. Switch networks to continue.'
export const NOT_CONNECTED_MESSAGE = 'Connect a wallet first.'

function connectedAccount(): { address: Address; chainId: number } | undefined {
  const { status, address, chainId } = wallet.state
  return status === 'connected' && address && chainId !== undefined ? { address, chainId } : undefined
}

/** The read client of a configured chain; undefined for contracts configured on a chain outside the set. */
function clientFor(chainId: number): ChainClient | undefined {
  try {
    return getPublicClient(chainId)
  } catch {
    return undefined
  }
}

/** The chain to read from, or undefined when no configured chain has the contracts. */
export function resolveReadTarget(): ReadTarget | undefined {
  const connected = connectedAccount()
  const walletContracts = connected && !wallet.state.unsupported ? contractsFor(connected.chainId) : undefined
  const walletClient = connected && walletContracts ? clientFor(connected.chainId) : undefined
  if (connected && walletContracts && walletClient) {
    return { chainId: connected.chainId, client: walletClient, contracts: walletContracts, account: connected.address }
  }
  for (const chain of appConfig.chains) {
    const contracts = contractsFor(chain.id)
    const client = contracts ? clientFor(chain.id) : undefined
    if (contracts && client) return { chainId: chain.id, client, contracts, account: undefined }
  }
  return undefined
}

/** Why a write cannot start right now, or undefined when it can (used for disabled-state reasons too). */
export function writeBlocker(): PreflightError | undefined {
  const connected = connectedAccount()
  if (!connected) return new PreflightError('not-connected', NOT_CONNECTED_MESSAGE)
  if (wallet.state.unsupported) return new PreflightError('wrong-network', WRONG_NETWORK_MESSAGE)
  if (!contractsFor(connected.chainId)) return new PreflightError('no-contracts', NO_CONTRACTS_MESSAGE)
  return undefined
}

/** The connected account on a chain with the contracts; throws PreflightError otherwise. */
export function requireWriteTarget(): WriteTarget {
  const blocker = writeBlocker()
  if (blocker) throw blocker
  const target = resolveReadTarget()
  if (!target?.account) throw new PreflightError('wrong-network', WRONG_NETWORK_MESSAGE)
  return { ...target, account: target.account }
}
